import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { appOrigin } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import { db, organisationName } from '../mail/store.js';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import { decisionKind, decisionMessageId, ROLE_WORDING } from './decision-plan.js';

const BATCH_LIMIT = 200;
/** Who the pipeline records as the sender: the server's own job, not a person. */
const SENDER = 'join-decisions';

export interface DecisionRun {
  sent: number;
  failed: number;
  skipped: number;
}

const millis = (v: unknown) => (v instanceof Timestamp ? v.toMillis() : 0);

/**
 * The timed job (crm-jobs.ts locally every 5 s; `joinDecisionNotices` every minute in production): e-mails
 * everyone whose join request an admin approved or declined (`decisionNotified == false`, which only the rules'
 * decision write sets), then marks it told. The address is the request's own, which the rules made the person's
 * sign-in address when they filed it, so this never mails anyone else.
 */
export async function runJoinDecisionNotices(): Promise<DecisionRun> {
  const run: DecisionRun = { sent: 0, failed: 0, skipped: 0 };
  const due = await db()
    .collection('joinRequests')
    .where('decisionNotified', '==', false)
    .limit(BATCH_LIMIT)
    .get();
  for (const doc of due.docs) run[await notify(doc)] += 1;
  return run;
}

async function notify(doc: QueryDocumentSnapshot): Promise<keyof DecisionRun> {
  const d = doc.data();
  const kind = decisionKind(d.status);
  const address = typeof d.email === 'string' ? d.email.trim() : '';
  let outcome: keyof DecisionRun = 'skipped';
  if (kind && isPlainAddress(address)) {
    const recipient = normaliseAddress(address);
    const organisationId = String(d.organisationId ?? '');
    const origin = appOrigin();
    try {
      const started = await startMessage({
        messageId: decisionMessageId(doc.id, String(d.status), millis(d.decidedAt)),
        plan: {
          kind,
          recipients: [recipient],
          variables: {
            personName: String(d.name ?? '') || recipient,
            organisationName: await organisationName(organisationId),
            role: ROLE_WORDING[String(d.role)] ?? String(d.role ?? ''),
            signInLink: `${origin}/loginscreen`,
          },
          organisationId,
        },
        recipients: [recipient],
        createdBy: SENDER,
        context: { organisationId },
        appOrigin: origin,
      });
      outcome = started.sent > 0 ? 'sent' : 'failed';
    } catch (error) {
      console.error('join decision e-mail failed', doc.id, error);
      outcome = 'failed';
    }
  }
  // Told (or not possible to tell): not tried again every few seconds. A failed send shows in the e-mail
  // management screen like any other, where it can be retried.
  await doc.ref.update({ decisionNotified: true });
  return outcome;
}
