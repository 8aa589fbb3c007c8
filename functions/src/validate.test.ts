import { describe, expect, it } from 'vitest';
import { cleanHtml, LIMITS, positiveInt, RateLimiter, validateEmailRequest } from './validate';

const good = { to: 'a@example.com', subject: 'Hello', text: 'Body' };

describe('validateEmailRequest', () => {
  it('accepts a plain message and normalises recipients to a de-duplicated list', () => {
    const v = validateEmailRequest({ ...good, to: ['A@example.com', 'a@example.com', 'b@example.org'] });
    expect(v).toEqual({
      ok: true,
      value: { to: ['a@example.com', 'b@example.org'], subject: 'Hello', text: 'Body', html: undefined },
    });
  });

  it.each([
    ['CR/LF in the subject', { ...good, subject: 'Hi\r\nBcc: victim@example.com' }, /subject/],
    ['LF in an address', { ...good, to: 'a@example.com\nBcc: x@example.com' }, /line breaks/],
    ['CR in an address inside a list', { ...good, to: ['a@example.com', 'b@example.com\r'] }, /to\.1/],
    ['two addresses in one string', { ...good, to: 'a@example.com, b@example.com' }, /valid e-mail/],
    ['a display name', { ...good, to: 'Eve <eve@example.com>' }, /valid e-mail/],
    ['a missing subject', { to: 'a@example.com', text: 'x' }, /subject/],
    ['a blank subject', { ...good, subject: '   ' }, /subject is required/],
    ['an unknown field such as bcc', { ...good, bcc: 'x@example.com' }, /bcc|Unrecognized/i],
    ['no recipients', { ...good, to: [] }, /between 1 and/],
    [
      'too many recipients',
      { ...good, to: Array.from({ length: LIMITS.maxRecipients + 1 }, (_, i) => `u${i}@example.com`) },
      /between 1 and/,
    ],
    ['a non-object body', 'to=a@example.com', /JSON object/],
  ])('rejects %s with 400', (_name, body, message) => {
    const v = validateEmailRequest(body);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.status).toBe(400);
      expect(v.error).toMatch(message);
    }
  });

  it('rejects an oversized body with 413', () => {
    const v = validateEmailRequest({ ...good, text: 'x'.repeat(LIMITS.maxBodyChars + 1) });
    expect(v).toMatchObject({ ok: false, status: 413 });
    const h = validateEmailRequest({ ...good, html: 'x'.repeat(LIMITS.maxBodyChars + 1) });
    expect(h).toMatchObject({ ok: false, status: 413 });
  });

  it('accepts exactly the maximum recipients and body size', () => {
    const to = Array.from({ length: LIMITS.maxRecipients }, (_, i) => `u${i}@example.com`);
    expect(validateEmailRequest({ ...good, to, text: 'x'.repeat(LIMITS.maxBodyChars) }).ok).toBe(true);
  });

  it('sanitises html', () => {
    const v = validateEmailRequest({ ...good, html: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(v.ok && v.value.html).toBe('<p>Hi</p>');
  });
});

describe('cleanHtml', () => {
  it('keeps formatting and safe links, drops scripts, handlers, iframes and javascript: links', () => {
    expect(cleanHtml('<strong>a</strong><a href="https://x.test" onmouseover="e()">l</a>')).toBe(
      '<strong>a</strong><a href="https://x.test">l</a>',
    );
    expect(cleanHtml('<a href="javascript:alert(1)">x</a><iframe src="https://x"></iframe>')).toBe(
      '<a>x</a>',
    );
    expect(cleanHtml('<img src=x onerror=alert(1)><style>p{}</style>')).toBe('');
  });
});

describe('RateLimiter', () => {
  it('allows up to the limit per user per window, then tells how long to wait', () => {
    let t = 0;
    const limiter = new RateLimiter(3, 60_000, () => t);
    expect([limiter.take('u'), limiter.take('u'), limiter.take('u')]).toEqual([0, 0, 0]);
    expect(limiter.take('u')).toBe(60);
    expect(limiter.take('other')).toBe(0); // per user
    t = 30_000;
    expect(limiter.take('u')).toBe(30);
    t = 60_000;
    expect(limiter.take('u')).toBe(0); // a new window
  });
});

describe('positiveInt', () => {
  it('falls back for unset, zero, negative or fractional values', () => {
    expect(positiveInt('5', 1)).toBe(5);
    expect([
      positiveInt(undefined, 7),
      positiveInt('0', 7),
      positiveInt('-2', 7),
      positiveInt('1.5', 7),
      positiveInt('x', 7),
    ]).toEqual([7, 7, 7, 7, 7]);
  });
});
