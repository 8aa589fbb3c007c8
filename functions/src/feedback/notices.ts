import { toDate } from '../mail/store.js';
import type { DocumentReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { appOrigin } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import { db } from '../mail/store.js';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import { noticeDue, noticeMessageId, noticeVariables, type NoticeField } from './notice-plan.js';

/** The catalogue's failure text that the owner sees beside the form when its notice could not be sent. */
export const NOTICE_FAILED = 'Failed to send email notification';
const PENDING_LIMIT = 500;
/** Who the pipeline records as the sender of a notice: the server's own job, not a person. */
const SENDER = 'feedback-notices';

export interface NoticeRun {
  forms: number;
  sent: number;
  failed: number;
  held: number;
}

/**
 * The timed job (crm-jobs.ts locally every 5 s; `feedbackNotices` every minute in production): gathers the
 * responses not yet notified (`notified == false`), per form, and e-mails each form's owner one message through
 * the mail pipeline, a digest when several are waiting. Idempotent: responses are claimed with the notice's id
 * before sending (a second run resumes the same message, which the pipeline sends once), and marked `notified`
 * after it.
 */
export async function runFeedbackNotices(now: Date = new Date()): Promise<NoticeRun> {
  const run: NoticeRun = { forms: 0, sent: 0, failed: 0, held: 0 };
  const pending = await db()
    .collectionGroup('responses')
    .where('notified', '==', false)
    .limit(PENDING_LIMIT)
    .get();
  const byForm = new Map<string, { form: DocumentReference; docs: QueryDocumentSnapshot[] }>();
  for (const d of pending.docs) {
    const form = d.ref.parent.parent;
    if (!form || form.parent.id !== 'feedbackForms') continue;
    const entry = byForm.get(form.path) ?? { form, docs: [] };
    entry.docs.push(d);
    byForm.set(form.path, entry);
  }
  for (const { form, docs } of byForm.values()) {
    run.forms += 1;
    const outcome = await noticeForForm(form, docs, now);
    run[outcome] += outcome === 'held' ? docs.length : 1;
  }
  return run;
}

async function noticeForForm(
  formRef: DocumentReference,
  docs: QueryDocumentSnapshot[],
  now: Date,
): Promise<'sent' | 'failed' | 'held'> {
  const formSnap = await formRef.get();
  const form = formSnap.data();
  const resumed = docs.find((d) => typeof d.get('noticeId') === 'string')?.get('noticeId') as
    string | undefined;
  const lastNoticeAt = toDate(form?.notice?.at);
  if (!resumed && form && !noticeDue(lastNoticeAt, now)) return 'held';

  let messageId = resumed;
  let group = resumed ? docs.filter((d) => d.get('noticeId') === resumed) : docs;
  if (!messageId) {
    messageId = noticeMessageId(
      formRef.id,
      group.map((d) => d.id),
    );
    const claimed = await db().runTransaction(async (tx) => {
      const fresh = await tx.getAll(...group.map((d) => d.ref));
      const free = fresh.filter((s) => s.exists && s.get('notified') === false && !s.get('noticeId'));
      for (const s of free) tx.update(s.ref, { noticeId: messageId });
      return new Set(free.map((s) => s.id));
    });
    group = group.filter((d) => claimed.has(d.id));
    if (group.length === 0) return 'held';
  }

  let ok = false;
  const owner = form
    ? (
        await db()
          .doc(`Users/${String(form.ownerId ?? '')}`)
          .get()
      ).get('email')
    : null;
  if (form && typeof owner === 'string' && isPlainAddress(owner.trim())) {
    const recipient = normaliseAddress(owner);
    try {
      const started = await startMessage({
        messageId,
        plan: {
          kind: 'formSubmission',
          recipients: [recipient],
          variables: noticeVariables(
            { title: String(form.title ?? ''), fields: (form.fields ?? []) as NoticeField[] },
            group.map((d) => ({
              id: d.id,
              submittedAt: toDate(d.get('submittedAt')) ?? now,
              answers: d.get('answers') ?? {},
            })),
          ),
          organisationId: String(form.organisationId ?? ''),
        },
        recipients: [recipient],
        createdBy: SENDER,
        context: { formId: formRef.id, organisationId: String(form.organisationId ?? '') },
        appOrigin: appOrigin(),
      });
      ok = started.sent > 0;
    } catch (error) {
      console.error('feedback notice failed', formRef.id, error);
    }
  }
  const batch = db().batch();
  for (const d of group) batch.update(d.ref, { notified: true });
  if (form)
    batch.update(formRef, {
      notice: ok
        ? { state: 'sent', at: now, responses: group.length }
        : { state: 'failed', at: now, responses: group.length, error: NOTICE_FAILED },
    });
  await batch.commit();
  return ok ? 'sent' : 'failed';
}
