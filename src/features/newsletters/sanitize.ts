import DOMPurify from 'dompurify';

/**
 * The editor's HTML made e-mail-safe in the browser, before it is saved or previewed: the same tags and
 * attributes the server allows (functions/src/validate.ts cleanHtml, which sanitises it again before every
 * send), links only to http, https and mailto.
 */
const TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'hr',
  'code',
  's',
];

export function sanitizeNewsletterHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
