import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/**
 * Pure checks of the e-mail endpoint (no I/O), so the abuse cases are unit-testable. The endpoint is not an open
 * relay: few recipients, no header injection (CR/LF in addresses or subject), sanitised html, capped body.
 */
export const LIMITS = {
  maxRecipients: 10,
  maxSubjectChars: 300,
  maxBodyChars: 100_000,
  maxAddressChars: 320,
} as const;

const HAS_CRLF = /[\r\n]/;
// Deliberately strict: one mailbox, no display name, no comments, no angle brackets, no commas or semicolons
// (which would let one "address" smuggle in several recipients).
const PLAIN_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const zAddress = z
  .string()
  .max(LIMITS.maxAddressChars, 'address too long')
  .refine((s) => !HAS_CRLF.test(s), 'address must not contain line breaks')
  .refine((s) => PLAIN_ADDRESS.test(s), 'not a valid e-mail address');

const zRequest = z.strictObject({
  to: z.union([zAddress, z.array(zAddress)]),
  subject: z
    .string()
    .trim()
    .min(1, 'subject is required')
    .max(LIMITS.maxSubjectChars, `subject is longer than ${LIMITS.maxSubjectChars} characters`)
    .refine((s) => !HAS_CRLF.test(s), 'subject must not contain line breaks'),
  text: z.string().max(LIMITS.maxBodyChars, `text is longer than ${LIMITS.maxBodyChars} characters`),
  html: z
    .string()
    .max(LIMITS.maxBodyChars, `html is longer than ${LIMITS.maxBodyChars} characters`)
    .optional(),
});

export interface ValidEmail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export type Validation = { ok: true; value: ValidEmail } | { ok: false; status: 400 | 413; error: string };

/** Only formatting tags and http(s)/mailto links survive; scripts, styles, event handlers and iframes do not. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
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
    ],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
  });
}

/** Validates a request body; every recipient is checked before anything is sent, so nothing is half-sent. */
export function validateEmailRequest(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, status: 400, error: 'Send a JSON object {to, subject, text, html?}' };
  const parsed = zRequest.safeParse(body);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some(
      (i) => i.code === 'too_big' && (i.path[0] === 'text' || i.path[0] === 'html'),
    );
    return {
      ok: false,
      status: tooLong ? 413 : 400,
      error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
    };
  }
  const to = [...new Set([parsed.data.to].flat().map((a) => a.toLowerCase()))];
  if (to.length === 0 || to.length > LIMITS.maxRecipients)
    return { ok: false, status: 400, error: `to: send to between 1 and ${LIMITS.maxRecipients} recipients` };
  const html = parsed.data.html === undefined ? undefined : cleanHtml(parsed.data.html);
  return { ok: true, value: { to, subject: parsed.data.subject, text: parsed.data.text, html } };
}

/**
 * A fixed-window limit per user, in memory per function instance (good enough to stop a runaway client; a
 * determined abuser spread over many instances would need a shared counter). The clock is injectable for tests.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; returns the seconds to wait when over the limit, or 0 when allowed. */
  take(key: string): number {
    const t = this.now();
    const current = this.windows.get(key);
    if (!current || t - current.start >= this.windowMs) {
      this.windows.set(key, { start: t, count: 1 });
      if (this.windows.size > 10_000) this.prune(t);
      return 0;
    }
    if (current.count >= this.maxPerWindow) return Math.ceil((current.start + this.windowMs - t) / 1000);
    current.count += 1;
    return 0;
  }

  private prune(t: number): void {
    for (const [key, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(key);
  }
}

/** Reads a positive integer from the environment, falling back when unset or invalid. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
