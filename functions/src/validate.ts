import sanitizeHtml from 'sanitize-html';
import { z } from 'zod/mini';
import { isPlainAddress, MAX_ADDRESS_CHARS, normaliseAddress } from '@storytelling/shared/email-address';
import { MAIL_KINDS } from '@storytelling/shared/mail-kinds';
import { TEMPLATE_LIMITS } from '@storytelling/shared/mail-templates';
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@storytelling/shared/rich-text';
// A refused request is answered in zod's words where a rule has none of its own.
import '@storytelling/shared/zod-english';

/**
 * Pure checks of the e-mail endpoint's requests (no I/O), so the abuse cases are unit-testable: the shape, no
 * header injection (CR/LF in addresses), capped sizes and recipient counts. Who may send what to whom is
 * decided afterwards, from data (mail/plans.ts).
 */
export const LIMITS = {
  /** A request names at most this many recipients (a participant update's whole list). */
  maxRecipients: 2000,
  maxBodyChars: 100_000,
  maxIdChars: 200,
} as const;

const HAS_CRLF = /[\r\n]/;

const zAddress = z.string().check(
  z.maxLength(MAX_ADDRESS_CHARS, 'address too long'),
  z.refine((s) => !HAS_CRLF.test(s), 'address must not contain line breaks'),
  z.refine((s) => isPlainAddress(s.trim()), 'not a valid e-mail address'),
);

const zId = z
  .string()
  .check(z.minLength(1), z.maxLength(LIMITS.maxIdChars), z.regex(/^[A-Za-z0-9_.@-]+$/, 'not a valid id'));

const zRequest = z.strictObject({
  action: z._default(z.enum(['send', 'test', 'resend', 'retryFailed']), 'send'),
  kind: z.optional(z.enum(MAIL_KINDS)),
  to: z.optional(z.union([zAddress, z.array(zAddress)])),
  // The shape clients have always sent: accepted, never sent (the server renders the kind's template).
  subject: z.optional(z.string().check(z.maxLength(TEMPLATE_LIMITS.subject))),
  text: z.optional(
    z
      .string()
      .check(z.maxLength(LIMITS.maxBodyChars, `text is longer than ${LIMITS.maxBodyChars} characters`)),
  ),
  html: z.optional(
    z
      .string()
      .check(z.maxLength(LIMITS.maxBodyChars, `html is longer than ${LIMITS.maxBodyChars} characters`)),
  ),
  context: z._default(
    z.strictObject({
      workshopId: z.optional(zId),
      organisationId: z.optional(zId),
      accessCode: z.optional(zId),
      bookingRequestId: z.optional(zId),
      groupRequestId: z.optional(zId),
      formId: z.optional(zId),
      campaignId: z.optional(zId),
      logId: z.optional(zId),
      messageId: z.optional(zId),
    }),
    {},
  ),
  requestId: z.optional(zId),
  draft: z.optional(
    z.strictObject({
      subject: z.string().check(z.maxLength(TEMPLATE_LIMITS.subject)),
      html: z.string().check(z.maxLength(TEMPLATE_LIMITS.html)),
      text: z.string().check(z.maxLength(TEMPLATE_LIMITS.text)),
    }),
  ),
});

export type ValidRequest = Omit<z.infer<typeof zRequest>, 'to'> & { to: string[] };
export type Validation = { ok: true; value: ValidRequest } | { ok: false; status: 400 | 413; error: string };

/** Validates a request body; recipients come back trimmed, lower-cased and de-duplicated. */
export function validateMailRequest(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, status: 400, error: 'Send a JSON object {kind, to, subject, text, context}' };
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
  const to = [...new Set([parsed.data.to ?? []].flat().map(normaliseAddress))];
  if (to.length > LIMITS.maxRecipients)
    return { ok: false, status: 400, error: `to: at most ${LIMITS.maxRecipients} recipients` };
  if (parsed.data.action !== 'resend' && parsed.data.action !== 'retryFailed' && !parsed.data.kind)
    return { ok: false, status: 400, error: 'kind: say which kind of e-mail this is' };
  return { ok: true, value: { ...parsed.data, to } };
}

/** Only formatting tags and http(s)/mailto links survive; scripts, styles, event handlers and iframes do not. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: { a: ['href', 'title'], '*': ['style'] },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,6}$/i],
        'font-size': [/^\d{1,2}px$/],
        'font-family': [/^[\w\s,-]+$/],
        'line-height': [/^[\d.]+$/],
        'max-width': [/^\d{1,4}px$/],
        display: [/^none$/],
        border: [/^none$/],
        'border-top': [/^[\w\s#]+$/],
        margin: [/^[\d\spx]+$/],
      },
    },
    allowedSchemes: RICH_TEXT_SCHEMES,
    disallowedTagsMode: 'discard',
  });
}

/**
 * A fixed window per account, as plain data so it can live in Firestore (mailQuotas/{uid}) and hold across
 * function instances. Returns the next state and the seconds to wait (0 when this request is allowed).
 */
export function takeQuota(
  state: { windowStart: number; count: number } | null,
  now: number,
  limit: number,
  windowMs: number,
): { next: { windowStart: number; count: number }; retryAfter: number } {
  if (!state || now - state.windowStart >= windowMs)
    return { next: { windowStart: now, count: 1 }, retryAfter: 0 };
  if (state.count >= limit)
    return { next: state, retryAfter: Math.max(1, Math.ceil((state.windowStart + windowMs - now) / 1000)) };
  return { next: { windowStart: state.windowStart, count: state.count + 1 }, retryAfter: 0 };
}

/** Reads a positive integer from the environment, falling back when unset or invalid. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
