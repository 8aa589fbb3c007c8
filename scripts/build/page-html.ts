/** What the prerender step renders of one page (src/prerender/render-page.tsx). */
export interface RenderedPage {
  html: string;
  styles: string;
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with a prerendered page put in: its markup in the root element, its styles in the head,
 * the title and description the app sets for its route, so the first paint and a link preview already say
 * what the page is, and the screen's own files to fetch at once (`preloads`).
 */
export function pageHtml(template: string, page: RenderedPage, preloads: string[] = []): string {
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const withRoot = template.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return withRoot
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
    .replace('</head>', `${links}${page.styles}</head>`);
}
