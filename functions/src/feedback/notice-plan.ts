import { createHash } from 'node:crypto';
import { answerText } from '@storytelling/shared/feedback-answers';
import type { MailVariables } from '@storytelling/shared/mail-templates';

/**
 * The form submission notice, pure: when a form's new responses are e-mailed to its owner,
 * and what the e-mail says. The first response after a quiet spell is told at once; responses arriving within
 * the digest window after a notice wait, and go out together as one digest when the window has passed.
 */
export const DIGEST_MS = Number(process.env.FEEDBACK_DIGEST_MINUTES ?? 5) * 60_000;
/** A notice lists at most this many responses in full; the results in /feedback-forms hold the rest. */
export const MAX_LISTED = 20;

export interface NoticeField {
  key: string;
  label: string;
  type: string;
}
export interface NoticeResponse {
  id: string;
  submittedAt: Date;
  answers: Record<string, unknown>;
}

/** Whether a form's waiting responses go out now: no notice yet, or the window since the last one has passed. */
export function noticeDue(lastNoticeAt: Date | null, now: Date, windowMs = DIGEST_MS): boolean {
  return !lastNoticeAt || now.getTime() - lastNoticeAt.getTime() >= windowMs;
}

/** One message id per form and set of responses: the same notice started twice is sent once. */
export function noticeMessageId(formId: string, responseIds: readonly string[]): string {
  const ids = [...responseIds].sort().join(',');
  return `feedback-${createHash('sha256').update(`${formId}\n${ids}`).digest('hex').slice(0, 32)}`;
}

const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** The template's variables: the form's name, the responses' answers in words, and how many there are. */
export function noticeVariables(
  form: { title: string; fields: readonly NoticeField[] },
  responses: readonly NoticeResponse[],
): MailVariables {
  const sorted = [...responses].sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  const block = (r: NoticeResponse) =>
    form.fields
      .map((f) => ({ f, text: answerText(f.type, r.answers[f.key]) }))
      .filter(({ text }) => text !== '')
      .map(({ f, text }) => `${f.label}: ${text}`)
      .join('\n') || '(no answers)';
  const listed = sorted.slice(0, MAX_LISTED);
  const answers =
    sorted.length === 1
      ? block(sorted[0]!)
      : [
          `${sorted.length} new responses:`,
          ...listed.map((r, i) => `— Response ${i + 1} (${when(r.submittedAt)}) —\n${block(r)}`),
          ...(sorted.length > listed.length
            ? [`…and ${sorted.length - listed.length} more: read them all in Feedback Forms.`]
            : []),
        ].join('\n\n');
  return { formName: form.title, answers, responseCount: String(sorted.length) };
}
