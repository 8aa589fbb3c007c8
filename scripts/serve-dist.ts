import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Serves a built app like the hosting rewrite does (unknown paths get index.html), gzipped, with the app's
 * configuration injected as `window.__APP_CONFIG__`, so one build can point at emulators on any ports.
 */
export function serveDist(dir: string, port: number, appConfig: Record<string, string>): Promise<Server> {
  const index = readFileSync(join(dir, 'index.html'), 'utf8').replace(
    '<head>',
    `<head><script>window.__APP_CONFIG__=${JSON.stringify(appConfig).replace(/</g, '\\u003c')}</script>`,
  );
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (path !== '/' && file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers: Record<string, string> = {
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
      };
      if (gzip) headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      const stream = createReadStream(file);
      (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
      return;
    }
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
    res.end(index);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
