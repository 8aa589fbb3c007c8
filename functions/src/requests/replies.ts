import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { appOrigin } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import type { WorkshopData } from '../mail/plans.js';
import { db } from '../mail/store.js';
import { REQUEST_COLLECTIONS, type RequestKind } from './records.js';
import { replyAddress, replyKind, replyMessageId, replyVariables } from './reply-plan.js';

const BATCH_LIMIT = 200;
/** Who the pipeline records as the sender: the server's own job, not a person. */
const SENDER = 'request-replies';

export interface ReplyRun {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * The timed job (crm-jobs.ts locally every few seconds; `requestReplies` every minute in production): answers
 * every request or inquiry whose status staff moved to an outcome (`replyNotified == false`, which only the
 * rules' status change sets), then marks it told. The address is the one the requester gave; the words are the
 * outcome's template, so staff never e-mail from the browser.
 */
export async function runRequestReplies(): Promise<ReplyRun> {
  const run: ReplyRun = { sent: 0, failed: 0, skipped: 0 };
  for (const kind of Object.keys(REQUEST_COLLECTIONS) as RequestKind[]) {
    const due = await db()
      .collection(REQUEST_COLLECTIONS[kind])
      .where('replyNotified', '==', false)
      .limit(BATCH_LIMIT)
      .get();
    for (const doc of due.docs) run[await reply(kind, doc)] += 1;
  }
  return run;
}

async function reply(kind: RequestKind, doc: QueryDocumentSnapshot): Promise<keyof ReplyRun> {
  const r = doc.data();
  const mailKind = replyKind(kind, r.status);
  const address = replyAddress(kind, r);
  let outcome: keyof ReplyRun = 'skipped';
  if (mailKind && address) {
    const organisationId = String(r.organisationId ?? '');
    const origin = appOrigin();
    try {
      const workshop =
        kind !== 'inquiry' && typeof r.workshopId === 'string' && r.workshopId
          ? (((await db().doc(`workshops/${r.workshopId}`).get()).data() as WorkshopData | undefined) ?? null)
          : null;
      const started = await startMessage({
        messageId: replyMessageId(kind, doc.id, String(r.status), Number(r.version ?? 0)),
        plan: {
          kind: mailKind,
          recipients: [address],
          variables: replyVariables(kind, r, workshop),
          ...(organisationId ? { organisationId } : {}),
        },
        recipients: [address],
        createdBy: SENDER,
        context: organisationId ? { organisationId } : {},
        appOrigin: origin,
      });
      outcome = started.sent > 0 ? 'sent' : 'failed';
    } catch (error) {
      console.error('request reply e-mail failed', kind, doc.id, error);
      outcome = 'failed';
    }
  }
  // Told (or not possible to tell, e.g. a group that gave a phone number): not tried again every few seconds.
  // A failed send shows in the e-mail management screen, where it can be retried.
  await doc.ref.update({ replyNotified: true });
  return outcome;
}
