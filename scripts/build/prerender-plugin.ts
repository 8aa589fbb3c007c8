import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { loadEnv } from '../../src/lib/env';
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
  let chunks: Rollup.OutputChunk[] = [];
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
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
        // What the app's REST reader builds its addresses from, as this build configures it (lib/env.ts).
        const built = loadEnv([config.env]);
        const restEnv = {
          VITE_USE_EMULATORS: String(built.VITE_USE_EMULATORS),
          VITE_FIRESTORE_EMULATOR_HOST: built.VITE_FIRESTORE_EMULATOR_HOST,
          VITE_FIREBASE_PROJECT_ID: built.VITE_FIREBASE_PROJECT_ID,
          VITE_FIREBASE_API_KEY: built.VITE_FIREBASE_API_KEY,
        };
        for (const page of PRERENDERED_PAGES) {
          const rendered = await renderPage(page.renderAt);
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          const modules = [page.screen, ...(page.reads ?? [])].map((file) => resolve(config.root, file));
          const preloads = filesOf(chunks, (c) => modules.includes(c.facadeModuleId ?? '')).filter(
            (f) => !template.includes(f),
          );
          const read = page.firstRead ? { collection: page.firstRead, env: restEnv } : undefined;
          writeFileSync(
            file,
            pageHtml(template, rendered, preloads, (href) => readFileSync(join(outDir, href), 'utf8'), read),
          );
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The files of the chunks `pick` chooses and of everything they import statically, as the page refers to them
 * (`/assets/…`): a prerendered page names its screen's files in its head, so the browser fetches them beside the
 * app's own instead of after those have run and asked for the screen.
 */
export function filesOf(
  chunks: Rollup.OutputChunk[],
  pick: (chunk: Rollup.OutputChunk) => boolean,
): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  chunks.filter(pick).forEach(visit);
  return [...seen].map((file) => `/${file}`);
}
