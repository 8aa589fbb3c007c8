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
