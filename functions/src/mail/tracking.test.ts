import { describe, expect, it } from 'vitest';
import {
  clickSignature,
  clickUrl,
  deliveryKey,
  isTrackable,
  openPixelUrl,
  parseDeliveryKey,
  readClick,
  readOpen,
  trackHtml,
} from './tracking';

const SECRET = 'test-secret';
const BASE = 'https://fn.example/t';
const KEY = deliveryKey('campaign-abc', 'a'.repeat(40));
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('delivery keys', () => {
  it('round-trips the message and delivery ids, and refuses anything else', () => {
    expect(parseDeliveryKey(KEY)).toEqual({ messageId: 'campaign-abc', deliveryId: 'a'.repeat(40) });
    expect(parseDeliveryKey('campaign-abc')).toBeNull();
    expect(parseDeliveryKey('../x.' + 'a'.repeat(40))).toBeNull();
    expect(parseDeliveryKey(undefined)).toBeNull();
  });
});

describe('click links', () => {
  const target = 'https://example.org/walks?x=1&y=2';
  const link = clickUrl(BASE, SECRET, KEY, target);

  it('a link as made is accepted and names exactly the signed URL', () => {
    expect(link.startsWith(`${BASE}/c?`)).toBe(true);
    const check = readClick(SECRET, query(link));
    expect(check).toMatchObject({ ok: true, url: target, messageId: 'campaign-abc' });
  });

  it('refuses another URL with the same signature (no open redirect)', () => {
    expect(readClick(SECRET, { ...query(link), u: 'https://evil.example/' }).ok).toBe(false);
    expect(readClick(SECRET, { ...query(link), u: `${target}#more` }).ok).toBe(false);
  });

  it('refuses a changed, cut or missing signature, another delivery and another secret', () => {
    const q = query(link);
    const s = q.s!;
    expect(readClick(SECRET, { ...q, s: (s[0] === 'A' ? 'B' : 'A') + s.slice(1) }).ok).toBe(false);
    expect(readClick(SECRET, { ...q, s: s.slice(0, -1) }).ok).toBe(false);
    expect(readClick(SECRET, { d: q.d, u: q.u }).ok).toBe(false);
    expect(readClick(SECRET, { ...q, d: deliveryKey('campaign-abc', 'b'.repeat(40)) }).ok).toBe(false);
    expect(readClick('another-secret', q).ok).toBe(false);
  });

  it('an open signature does not pass as a click one, nor the other way round', () => {
    const open = query(openPixelUrl(BASE, SECRET, KEY));
    expect(readClick(SECRET, { d: open.d, u: target, s: open.s }).ok).toBe(false);
    expect(readOpen(SECRET, { d: KEY, s: clickSignature(SECRET, KEY, target) }).ok).toBe(false);
  });

  it('never accepts a javascript:, data: or other non-http(s) target, even when signed', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      '//evil.example/',
      'ftp://x/',
    ]) {
      expect(isTrackable(url), url).toBe(false);
      expect(readClick(SECRET, { d: KEY, u: url, s: clickSignature(SECRET, KEY, url) }).ok, url).toBe(false);
    }
  });
});

describe('the open pixel', () => {
  it('accepts its own signature and refuses a tampered one', () => {
    const q = query(openPixelUrl(BASE, SECRET, KEY));
    expect(readOpen(SECRET, q)).toMatchObject({ ok: true, deliveryId: 'a'.repeat(40) });
    expect(readOpen(SECRET, { ...q, s: 'x'.repeat(q.s!.length) }).ok).toBe(false);
    expect(readOpen(SECRET, { ...q, d: deliveryKey('campaign-abd', 'a'.repeat(40)) }).ok).toBe(false);
  });
});

describe('rewriting a message', () => {
  const unsubscribe = 'https://app.example/unsubscribe?token=abc.def';
  const html =
    '<p><a href="https://example.org/a?x=1&amp;y=2">A</a> <a href="mailto:hi@example.org">mail</a> ' +
    '<a href="javascript:alert(1)">js</a> <a href="tel:+441234">tel</a> <a href="#top">top</a> ' +
    `<a title="t" href="${unsubscribe}">Unsubscribe</a> <a href="https://app.example/unsubscribe?token=other">prefs</a></p>`;
  const out = trackHtml(html, {
    base: BASE,
    secret: SECRET,
    key: KEY,
    exempt: (url) => url.startsWith('https://app.example/unsubscribe'),
  });
  const links = hrefs(out);

  it('wraps http(s) links in signed click links that lead back to the exact URL (entities decoded)', () => {
    const check = readClick(SECRET, query(links[0]!));
    expect(check).toMatchObject({ ok: true, url: 'https://example.org/a?x=1&y=2' });
  });

  it('leaves mailto:, javascript:, tel:, anchors and the unsubscribe and preference links as they were', () => {
    expect(links.slice(1)).toEqual([
      'mailto:hi@example.org',
      'javascript:alert(1)',
      'tel:+441234',
      '#top',
      unsubscribe,
      'https://app.example/unsubscribe?token=other',
    ]);
  });

  it('adds one 1×1 pixel, before </body> when there is one', () => {
    expect(out.match(/<img /g)).toHaveLength(1);
    expect(out).toMatch(/<img src="https:\/\/fn\.example\/t\/o\?d=[^"]+" width="1" height="1" alt=""/);
    const withBody = trackHtml('<html><body><p>x</p></body></html>', {
      base: BASE,
      secret: SECRET,
      key: KEY,
      exempt: () => false,
    });
    expect(withBody).toMatch(/<img [^>]+><\/body><\/html>$/);
  });
});
