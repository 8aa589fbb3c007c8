import DOMPurify from 'dompurify';
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@storytelling/shared/rich-text';

const SAFE_URI = new RegExp(`^(?:${RICH_TEXT_SCHEMES.join('|')}):`, 'i');

/**
 * Rich text (the editor's HTML) cleaned in the browser, before it is saved, previewed or shown: the tags the
 * server allows too (packages/shared/src/rich-text.ts), links only to http, https and mailto, no attributes but
 * a link's address and title. With `linksInNewTab`, links open in a new tab without handing the opener over
 * (for text shown inside the app). The rules cannot read HTML, so what another client wrote is cleaned again
 * when shown.
 */
export function sanitizeRichText(html: string, { linksInNewTab = false } = {}): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: SAFE_URI,
  });
  if (!linksInNewTab) return clean;
  const box = document.createElement('div');
  box.innerHTML = clean;
  box.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  return box.innerHTML;
}
