import { describe, expect, it } from 'vitest';
import { cleanHtml, LIMITS, positiveInt, takeQuota, validateMailRequest } from './validate';

const good = { kind: 'interestNotification', context: { workshopId: 'w1' } };

describe('validateMailRequest', () => {
  it('accepts the spec shape plus kind and context, normalising recipients to a de-duplicated list', () => {
    const v = validateMailRequest({
      ...good,
      to: ['A@example.com', 'a@example.com ', 'b@example.org'],
      subject: 'ignored',
      text: 'Body',
    });
    expect(v).toMatchObject({ ok: true, value: { action: 'send', to: ['a@example.com', 'b@example.org'] } });
  });

  it.each([
    ['LF in an address', { ...good, to: 'a@example.com\nBcc: x@example.com' }, /line breaks/],
    ['CR in an address inside a list', { ...good, to: ['a@example.com', 'b@example.com\r'] }, /to\.1/],
    ['two addresses in one string', { ...good, to: 'a@example.com, b@example.com' }, /valid e-mail/],
    ['a display name', { ...good, to: 'Eve <eve@example.com>' }, /valid e-mail/],
    ['an unknown kind', { ...good, kind: 'anything' }, /kind/],
    ['no kind', { context: {} }, /kind/],
    ['an unknown field such as bcc', { ...good, bcc: 'x@example.com' }, /bcc|Unrecognized/i],
    ['an unknown context field', { ...good, context: { recipients: 'x' } }, /context/],
    ['an id with a slash (a path)', { ...good, context: { workshopId: '../Users/u1' } }, /valid id/],
    [
      'too many recipients',
      { ...good, to: Array.from({ length: LIMITS.maxRecipients + 1 }, (_, i) => `u${i}@example.com`) },
      /at most/,
    ],
    ['a non-object body', 'to=a@example.com', /JSON object/],
  ])('rejects %s with 400', (_name, body, message) => {
    const v = validateMailRequest(body);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.status).toBe(400);
      expect(v.error).toMatch(message);
    }
  });

  it('rejects an oversized text with 413', () => {
    expect(validateMailRequest({ ...good, text: 'x'.repeat(LIMITS.maxBodyChars + 1) })).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it('lets resend and retry name no kind', () => {
    expect(validateMailRequest({ action: 'resend', context: { logId: 'l1' } }).ok).toBe(true);
    expect(validateMailRequest({ action: 'retryFailed', context: { messageId: 'm1' } }).ok).toBe(true);
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
    expect(cleanHtml('<p style="background:url(javascript:x)">a</p>')).toBe('<p>a</p>');
  });
});

describe('takeQuota', () => {
  it('allows up to the limit per window, then tells how long to wait; a new window starts afresh', () => {
    let state: { windowStart: number; count: number } | null = null;
    const take = (t: number) => {
      const r = takeQuota(state, t, 3, 60_000);
      state = r.next;
      return r.retryAfter;
    };
    expect([take(0), take(1), take(2)]).toEqual([0, 0, 0]);
    expect(take(30_000)).toBe(30);
    expect(take(60_000)).toBe(0);
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
    ]).toEqual([7, 7, 7, 7]);
  });
});
