import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, type RouteSpec } from './routes';

export function documentTitleFor(route: Pick<RouteSpec, 'title'> | undefined): string {
  return route?.title ? `${route.title} | ${DEFAULT_TITLE}` : DEFAULT_TITLE;
}

/** Sets the title and the meta description for the current route; other views keep the defaults. */
export function applyPageMeta(route: Pick<RouteSpec, 'title' | 'description'> | undefined): void {
  document.title = documentTitleFor(route);
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = route?.title && route.description ? route.description : DEFAULT_DESCRIPTION;
}
