/**
 * What formatted text may hold wherever people write it for others to read (newsletters, drip steps,
 * announcements, e-mail templates): formatting tags and http(s)/mailto links, nothing that runs or loads. The
 * browser cleans with this list before saving and showing (src/lib/rich-text.ts), the server again before every
 * send (validate.ts cleanHtml), so the two can never disagree about a tag.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
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
  'pre',
  'code',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};
const decode = (s: string) =>
  s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d?);/gi, (m, name: string) => {
    const lower = name.toLowerCase();
    if (ENTITIES[lower] !== undefined) return ENTITIES[lower]!;
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return m;
  });

/**
 * The plain-text part of an e-mail (a newsletter, a drip step, an announcement) from its sanitised HTML, and
 * what says whether formatted text holds any words at all: paragraphs and headings on their own lines,
 * list items as "- ", links as "text (address)", hidden parts (display:none) left out, entities decoded.
 */
export function htmlToText(html: string): string {
  let s = html.replace(/\r?\n/g, ' ');
  s = s.replace(/<(\w+)[^>]*style="[^"]*display:\s*none[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, '');
  s = s.replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => {
    const label = inner.replace(/<[^>]+>/g, '').trim();
    const url = decode(href);
    return !label || label === url ? url : `${label} (${url})`;
  });
  s = s.replace(/<br\s*\/?>/gi, '\n');
  s = s.replace(/<li[^>]*>/gi, '\n- ');
  s = s.replace(/<hr[^>]*>/gi, '\n\n----\n\n');
  s = s.replace(/<\/(p|div|h[1-6]|blockquote|ul|ol|table|tr)>/gi, '\n\n');
  s = s.replace(/<(p|div|h[1-6]|blockquote|ul|ol|table|tr)(\s[^>]*)?>/gi, '\n\n');
  s = s.replace(/<\/(td|th)>/gi, '\t');
  s = s.replace(/<[^>]+>/g, '');
  s = decode(s);
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
