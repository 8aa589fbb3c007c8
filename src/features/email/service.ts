import { sendEmail } from '../../lib/email-client';
import { AppError, messageOf } from '../../lib/errors';
import { logWorkshopEmail, type NewLog } from '../email-log/service';
import type { WorkshopEmailLog } from '../email-log/model';
import { EMAIL_ERRORS, type EmailKind, type RenderedEmail } from './templates';

export interface LogContext {
  type: WorkshopEmailLog['type'];
  workshopId: string;
  workshopTitle: string;
  workshopDate: string;
  organisationName?: string;
  organisationId?: string;
  facilitatorId?: string;
  participantId?: string;
}

/** A failed send; `logId` is the `failed` workshopEmailLogs entry written for it (null when none was). */
export class EmailSendError extends AppError {
  readonly logId: string | null;
  constructor(message: string, detail: string, logId: string | null) {
    super(message, detail);
    this.logId = logId;
  }
}

/**
 * Sends one e-mail of `kind` to `to`. When `log` is given, writes a workshopEmailLogs entry: `sent`, or `failed`
 * with the response text (spec section 8). A failure is raised as the kind's own catalogue message, with the
 * endpoint's `Failed to send email: {status} {status text}` kept as detail and the failed entry's id, so a
 * retry can turn that same entry into `sent` (see `resendLog`) instead of logging the recipient twice.
 */
export async function sendKind(
  kind: EmailKind,
  to: string,
  email: RenderedEmail,
  log?: LogContext,
): Promise<void> {
  let failure: unknown = null;
  let logId: string | null = null;
  try {
    await sendEmail({ to, subject: email.subject, text: email.text, html: email.html });
  } catch (error) {
    failure = error;
  }
  if (log) {
    const entry: NewLog = {
      ...log,
      subject: email.subject,
      recipient: to,
      status: failure ? 'failed' : 'sent',
      errorMessage: failure ? errorText(failure) : undefined,
      text: email.text,
      html: email.html,
    };
    logId = await logWorkshopEmail(entry);
  }
  if (failure) throw new EmailSendError(EMAIL_ERRORS[kind], errorText(failure), logId);
}

/** The message plus the endpoint's response body when there is one: "the response text" of the spec. */
function errorText(error: unknown): string {
  const detail = error instanceof AppError && error.detail ? ` ${error.detail}` : '';
  return `${messageOf(error)}${detail}`.slice(0, 2000);
}
