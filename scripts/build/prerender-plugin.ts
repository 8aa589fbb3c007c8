import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PAGES } from '../../src/prerender/pages';
import { pageHtml, type RenderedPage } from './page-html';

const ENTRY = 'src/prerender/render-page.tsx';

type RenderPage = (url: string) => Promise<RenderedPage>;

/**
 * After the browser build, renders each public page's static shell (src/prerender/pages.ts) to HTML with the
 * app's own code, built a second time for Node, and writes it beside index.html as `<page>/index.html`, with
 * the styles it uses and its title: the browser paints that before any JavaScript has arrived, then hydrates it.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return; // the Node build of the same config
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so Node finds the packages the Node build leaves to node_modules.
      const ssrDir = join(config.root, '.stack', `prerender-${process.pid}`);
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, sourcemap: false, manifest: false },
        });
        const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'render-page.js')).href)) as {
          renderPage: RenderPage;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const page of PRERENDERED_PAGES) {
          const rendered = await renderPage(page.renderAt);
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(template, rendered));
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
