import type { MailRequest, MailResponse } from '@storytelling/shared/mail-api';
import { env } from './env';
import { postToFunction } from './functions-client';

export type { MailRequest, MailResponse } from '@storytelling/shared/mail-api';
export type MailSuccess = Extract<MailResponse, { ok: true }>;

/**
 * Posts one request to the e-mail endpoint with the caller's ID token. The server decides whether the caller may
 * send this kind to these recipients and renders the message itself. A response that is not ok raises
 * `Failed to send email: {status} {status text}`, with the server's explanation kept as detail;
 * callers wrap it in their own catalogue message.
 */
export function sendEmail(request: MailRequest): Promise<MailSuccess> {
  return postToFunction<MailResponse>(env.VITE_EMAIL_ENDPOINT, { action: 'send', ...request });
}

/** An id chosen before the first attempt, so that a retried or doubled request is one message on the server. */
export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
