import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { prerenderedPageFor } from '../src/prerender/pages';

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
 * Serves a built app like the hosting rewrites do (firebase.json: a public page's prerendered HTML for its
 * patterns, index.html for any other unknown path), gzipped, with the app's configuration injected as
 * `window.__APP_CONFIG__`, so one build can point at emulators on any ports.
 */
export function serveDist(dir: string, port: number, appConfig: Record<string, string>): Promise<Server> {
  const configScript = `<script>window.__APP_CONFIG__=${JSON.stringify(appConfig).replace(/</g, '\\u003c')}</script>`;
  const pages = new Map<string, { plain: string; gzipped: Buffer }>();
  const htmlOf = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      const plain = readFileSync(join(dir, file), 'utf8').replace('<head>', `<head>${configScript}`);
      page = { plain, gzipped: gzipSync(plain) };
      pages.set(file, page);
    }
    return page;
  };
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
    const prerendered = prerenderedPageFor(path);
    const page = htmlOf(
      prerendered && existsSync(join(dir, prerendered.file)) ? prerendered.file : 'index.html',
    );
    res.writeHead(200, {
      'content-type': TYPES['.html']!,
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? page.gzipped : page.plain);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
