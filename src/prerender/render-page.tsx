import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { documentTitleFor } from '../app/page-meta';
import { AppRouter } from '../app/router';
import { DEFAULT_DESCRIPTION, routes, type RouteSpec } from '../app/routes';
import { AppErrorBoundary } from '../components/ErrorFallback';
import { guardHistory } from '../lib/navigation-blocker';

/**
 * Renders the app at an address to HTML, as the browser's first render draws it with no data and nobody signed
 * in (the tree of main.tsx, which hydrates it), and collects the MUI styles that HTML uses. Run at build time only
 * (the prerender step of vite.config.ts); it waits for the route's lazy screen, so the HTML holds the screen.
 */
export async function renderPage(
  url: string,
): Promise<{ html: string; styles: string; title: string; description: string }> {
  const cache = createCache({ key: 'css' });
  // Keep the rules in the cache rather than beside each element, so they can go into the page's head.
  cache.compat = true;
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppErrorBoundary>
          <AppProviders>
            <AppRouter history={history} />
          </AppProviders>
        </AppErrorBoundary>
      </CacheProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // The title and description the app sets for the route once running (page-meta.ts).
  const route: RouteSpec | undefined = routes.find((r) => matchPath(r.path, url));
  const description = route?.title && route.description ? route.description : DEFAULT_DESCRIPTION;
  return { html, styles: styleTags(cache), title: documentTitleFor(route), description };
}

/**
 * The cache's rules as the style tags emotion's browser cache adopts instead of inserting them again: the
 * components' rules in one tag naming their ids, each global rule set (CssBaseline) in a tag of its own.
 */
function styleTags(cache: EmotionCache): string {
  const { key, inserted, registered } = cache;
  const ids: string[] = [];
  let rules = '';
  let globals = '';
  for (const [id, css] of Object.entries(inserted)) {
    if (typeof css !== 'string') continue;
    if (registered[`${key}-${id}`] !== undefined) {
      ids.push(id);
      rules += css;
    } else {
      globals += `<style data-emotion="${key}-global ${id}">${css}</style>`;
    }
  }
  return `${globals}<style data-emotion="${key} ${ids.join(' ')}">${rules}</style>`;
}
