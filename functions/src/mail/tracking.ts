import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Open and click tracking of an organisation's newsletters (pure: no I/O). A tracked message carries
 * - click links `<base>/c?d=<delivery>&u=<url>&s=<signature>`: the signature covers the delivery AND the exact
 *   URL, so the endpoint redirects only to the address the server itself put in the mail (never an open
 *   redirect: another URL, or another delivery's signature, is refused);
 * - one 1×1 pixel `<base>/o?d=<delivery>&s=<signature>`.
 * `<delivery>` is `<messageId>.<deliveryId>`, the pipeline's own ids, so recording needs no lookup table. Only
 * http(s) links are wrapped: mailto:, tel:, javascript: or anything else is left exactly as it was (and could never
 * be a redirect target anyway), as are the person's own unsubscribe and preference links, which must keep working
 * even where the tracking endpoint is blocked.
 */
const OPEN_PURPOSE = 'track-open\n';
const CLICK_PURPOSE = 'track-click\n';
/** 128 bits of the HMAC: plenty against guessing, and keeps every link in the mail short. */
const SIGNATURE_BYTES = 16;
const MAX_URL = 2000;

const DELIVERY_KEY = /^([\w-]{1,128})\.([0-9a-f]{40})$/;

export const deliveryKey = (messageId: string, deliveryId: string) => `${messageId}.${deliveryId}`;

/** The message and delivery a key names, or null when it is not one the pipeline makes. */
export function parseDeliveryKey(key: unknown): { messageId: string; deliveryId: string } | null {
  if (typeof key !== 'string') return null;
  const m = DELIVERY_KEY.exec(key);
  return m ? { messageId: m[1]!, deliveryId: m[2]! } : null;
}

function signature(secret: string, purpose: string, body: string): string {
  if (!secret) throw new Error('No signing secret is configured');
  return createHmac('sha256', secret)
    .update(purpose + body)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export const openSignature = (secret: string, key: string) => signature(secret, OPEN_PURPOSE, key);
export const clickSignature = (secret: string, key: string, url: string) =>
  signature(secret, CLICK_PURPOSE, `${key}\n${url}`);

/** Whether a link may be tracked and redirected to: an absolute http(s) URL, nothing else. */
export function isTrackable(url: string): boolean {
  // Whitespace or control characters: never in an address the editor wrote, and a way to smuggle a header.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (url.length > MAX_URL || /[\s\u0000-\u001f\u007f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export const openPixelUrl = (base: string, secret: string, key: string) =>
  `${base}/o?d=${encodeURIComponent(key)}&s=${openSignature(secret, key)}`;

export const clickUrl = (base: string, secret: string, key: string, url: string) =>
  `${base}/c?d=${encodeURIComponent(key)}&u=${encodeURIComponent(url)}&s=${clickSignature(secret, key, url)}`;

export type TrackCheck = { ok: true; messageId: string; deliveryId: string; key: string } | { ok: false };

/** An open pixel's query: a delivery key and its signature. */
export function readOpen(secret: string, query: Record<string, unknown>): TrackCheck {
  const ids = parseDeliveryKey(query.d);
  if (!ids || !sameSignature(query.s, openSignature(secret, query.d as string))) return { ok: false };
  return { ok: true, ...ids, key: query.d as string };
}

/** A click link's query: the delivery, the URL and the signature over both; the URL must be http(s). */
export function readClick(
  secret: string,
  query: Record<string, unknown>,
): (TrackCheck & { ok: true; url: string }) | { ok: false } {
  const ids = parseDeliveryKey(query.d);
  const url = query.u;
  if (!ids || typeof url !== 'string' || !isTrackable(url)) return { ok: false };
  if (!sameSignature(query.s, clickSignature(secret, query.d as string, url))) return { ok: false };
  return { ok: true, ...ids, key: query.d as string, url };
}

// ── Rewriting a rendered message ──
const decodeEntities = (s: string) =>
  s.replace(/&(#\d+|#x[0-9a-f]+|amp|quot|apos|lt|gt|#39);/gi, (_m, name: string) => {
    const n = name.toLowerCase();
    if (n === 'amp') return '&';
    if (n === 'quot') return '"';
    if (n === 'apos' || n === '#39') return "'";
    if (n === 'lt') return '<';
    if (n === 'gt') return '>';
    return String.fromCodePoint(n.startsWith('#x') ? parseInt(n.slice(2), 16) : parseInt(n.slice(1), 10));
  });
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The message's HTML with its http(s) links wrapped and the pixel added. `exempt(url)` names links left alone
 * (the unsubscribe and preference page). The HTML is the sanitised one the pipeline built, whose anchors carry
 * double-quoted hrefs; an href in another form is left untouched rather than guessed at.
 */
export function trackHtml(
  html: string,
  options: { base: string; secret: string; key: string; exempt: (url: string) => boolean },
): string {
  const { base, secret, key, exempt } = options;
  const linked = html.replace(
    /(<a\b[^>]*?\bhref=")([^"]*)(")/gi,
    (whole, before: string, href: string, after: string) => {
      const url = decodeEntities(href).trim();
      if (!isTrackable(url) || exempt(url)) return whole;
      return `${before}${escapeAttr(clickUrl(base, secret, key, url))}${after}`;
    },
  );
  const pixel =
    `<img src="${escapeAttr(openPixelUrl(base, secret, key))}" width="1" height="1" alt="" ` +
    `style="display:block;width:1px;height:1px;border:0">`;
  return /<\/body>/i.test(linked) ? linked.replace(/<\/body>/i, `${pixel}</body>`) : linked + pixel;
}

/** The smallest transparent GIF: what the pixel answers with. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
