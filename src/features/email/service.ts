import * as firestore from 'firebase/firestore';
import type { MailContext } from '@storytelling/shared/mail-api';
import { COLLECTIONS } from '../../lib/collections';
import { newRequestId, sendEmail, type MailSuccess } from '../../lib/email-client';
import { AppError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { EMAIL_ERRORS, type EmailKind } from './templates';

/**
 * Asks the server to send one kind of e-mail about the documents in `context`. The server decides who may send
 * it and to whom, renders the kind's template and logs it; `to` narrows the recipients it allows (omitted: all
 * of them, e.g. the support address). A failure is raised as the kind's own catalogue message,
 * with the endpoint's `Failed to send email: {status} {status text}` and reason kept as detail.
 */
export async function sendKind(
  kind: EmailKind,
  context: MailContext,
  options: { to?: string[]; text?: string; requestId?: string } = {},
): Promise<MailSuccess> {
  let result: MailSuccess;
  try {
    result = await sendEmail({
      kind,
      context,
      to: options.to,
      text: options.text,
      requestId: options.requestId ?? newRequestId(),
    });
  } catch (error) {
    throw new AppError(EMAIL_ERRORS[kind], detailOf(error));
  }
  if (result.status === 'done' && result.failed > 0)
    throw new AppError(
      EMAIL_ERRORS[kind],
      `${result.failed} of ${result.total} not accepted by the mail server`,
    );
  return result;
}

const detailOf = (error: unknown) =>
  error instanceof AppError ? [error.message, error.detail].filter(Boolean).join(': ') : String(error);

export interface MailProgress {
  status: 'preparing' | 'queued' | 'done';
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
}

/** Follows a queued message's progress live (its sender and super admins may read it). */
export function watchMessage(
  messageId: string,
  onProgress: (p: MailProgress) => void,
  onError: (e: Error) => void,
): () => void {
  return firestore.onSnapshot(
    firestore.doc(db(), COLLECTIONS.mailMessages, messageId),
    (snap) => {
      const d = snap.data();
      if (d)
        onProgress({
          status: d.status,
          total: d.total ?? 0,
          sent: d.sent ?? 0,
          failed: d.failed ?? 0,
          suppressed: d.suppressed ?? 0,
        });
    },
    onError,
  );
}
