import { AppError, sendFailed } from './errors';
import { env } from './env';
import { authClient } from './firebase';

/** What the e-mail endpoint accepts (functions/src/send-email.ts validates the same shape). */
export interface EmailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * Posts one message to the e-mail endpoint with the caller's ID token. A response that is not ok raises
 * `Failed to send email: {status} {status text}`; callers wrap it in their own catalogue message.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const user = authClient().currentUser;
  const token = user ? await user.getIdToken() : null;
  const response = await fetch(env.VITE_EMAIL_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(message),
  });
  if (!response.ok)
    throw new AppError(
      sendFailed(response.status, response.statusText),
      await response.text().catch(() => ''),
    );
}
