import type { Firestore } from 'firebase-admin/firestore';
import { dripMessageId } from '../../functions/src/drip/ids';
import {
  dripCampaignRecord,
  dripEnrollmentRecord,
  nextDue,
  nextStepOf,
  type DripEnrollmentDoc,
  type DripStep,
} from '@storytelling/shared/drip';
import { DEMO_ORG_ID } from './accounts';
import { DEMO_LISTS, demoSubscribers } from './subscribers';

/**
 * A running drip campaign for the demo organisation: a three-step welcome to the walks list, active for 12
 * days, with the people its trigger caught in that time at different steps (as the job would have left them:
 * each step sent when it fell due), one who unsubscribed on the way, and a draft for after workshops.
 * Nothing is due at seed time (sent steps are in the past, the next ones in sending hours ahead), so seeding
 * sends no mail; the next steps fall within the dry run's 7 days.
 */
export const DEMO_DRIP = {
  welcome: 'demo-drip-welcome',
  afterWorkshop: 'demo-drip-after-workshop',
} as const;

const DAY = 86_400_000;
const ACTIVE_DAYS = 12;

export const DEMO_WELCOME_STEPS: DripStep[] = [
  {
    id: 'welcome',
    subject: 'Welcome to Riverside walks',
    bodyHtml:
      '<p>Thank you for joining <strong>Walks and workshops</strong>. Every few weeks we walk a part of the ' +
      'river and record the stories people tell us on the way.</p>',
    delayAmount: 0,
    delayUnit: 'hours',
    sendingHours: null,
  },
  {
    id: 'first-walk',
    subject: 'Your first heritage walk',
    bodyHtml:
      '<p>Our walks start at the old ferry steps. Bring good shoes and a question for the people you meet.</p>' +
      '<ul><li>Saturday mornings, 10:00</li><li>About two hours</li></ul>',
    delayAmount: 2,
    delayUnit: 'days',
    sendingHours: { start: '09:00', end: '17:00' },
  },
  {
    id: 'record-story',
    subject: 'Record a story with us',
    bodyHtml:
      '<p>Everyone has a story about the river. Book a recording workshop and add yours to the map.</p>',
    delayAmount: 5,
    delayUnit: 'days',
    sendingHours: { start: '09:00', end: '17:00' },
  },
];

/** The welcome campaign's people: the walks list's joiners since it went live, each as far as the job got. */
export function demoWelcomeEnrolments(now: Date): { id: string; doc: DripEnrollmentDoc }[] {
  const activatedAt = new Date(now.getTime() - ACTIVE_DAYS * DAY);
  const campaign = { steps: DEMO_WELCOME_STEPS, timeZone: 'Europe/London' };
  return demoSubscribers(now)
    .filter(
      (s) =>
        s.doc.lists.includes(DEMO_LISTS.walks.id) &&
        s.doc.updatedAt >= activatedAt &&
        (s.doc.status === 'subscribed' || s.doc.status === 'unsubscribed'),
    )
    .map((s) => {
      const record = dripEnrollmentRecord({
        organisationId: DEMO_ORG_ID,
        campaignId: DEMO_DRIP.welcome,
        email: s.doc.email,
        name: s.doc.name,
        source: 'trigger',
        startAt: s.doc.updatedAt,
        now: s.doc.updatedAt,
      });
      const doc = record.doc;
      // Replay the job: every step that fell due before now was sent then.
      for (let due = nextDue(campaign, doc); due && due.at <= now; due = nextDue(campaign, doc))
        doc.steps[due.step.id] = {
          status: 'sent',
          at: due.at,
          messageId: dripMessageId(record.id, due.step.id),
        };
      const last = Object.values(doc.steps).reduce(
        (t, o) => Math.max(t, o.at.getTime()),
        doc.startAt.getTime(),
      );
      doc.updatedAt = new Date(last);
      if (s.doc.status === 'unsubscribed') {
        // Left after the first step, when they unsubscribed.
        const first = DEMO_WELCOME_STEPS[0]!.id;
        doc.steps = doc.steps[first] ? { [first]: doc.steps[first] } : {};
        const next = nextStepOf(campaign, doc);
        Object.assign(doc, {
          status: 'exited',
          exitReason: 'unsubscribed',
          exitedAt: new Date(doc.startAt.getTime() + DAY),
          updatedAt: new Date(doc.startAt.getTime() + DAY),
          ...(next ? { exitedAtStep: next.step.id } : {}),
        });
      } else if (!nextStepOf(campaign, doc)) doc.status = 'completed';
      return record;
    });
}

export async function seedDrip(db: Firestore, now: Date): Promise<void> {
  const welcome = dripCampaignRecord({
    organisationId: DEMO_ORG_ID,
    name: 'Welcome to the walks',
    state: 'active',
    trigger: { type: 'listJoined', listId: DEMO_LISTS.walks.id },
    steps: DEMO_WELCOME_STEPS,
    exitOn: { paused: false, goalBooked: true },
    timeZone: 'Europe/London',
    now: new Date(now.getTime() - (ACTIVE_DAYS + 2) * DAY),
  });
  welcome.activatedAt = new Date(now.getTime() - ACTIVE_DAYS * DAY);
  const afterWorkshop = dripCampaignRecord({
    organisationId: DEMO_ORG_ID,
    name: 'After the workshop',
    state: 'draft',
    trigger: { type: 'workshopAttended' },
    steps: [
      {
        id: 'thanks',
        subject: 'Thank you for coming',
        bodyHtml: '<p>Thank you for recording with us. Your stories will be on the map within a week.</p>',
        delayAmount: 1,
        delayUnit: 'days',
        sendingHours: { start: '09:00', end: '17:00' },
      },
    ],
    now: new Date(now.getTime() - 3 * DAY),
  });
  await db.doc(`dripCampaigns/${DEMO_DRIP.welcome}`).set(welcome);
  await db.doc(`dripCampaigns/${DEMO_DRIP.afterWorkshop}`).set(afterWorkshop);
  // Back to exactly the demo's people: enrolments added since (by hand, by tests) go.
  const old = await db.collection('dripEnrollments').where('organisationId', '==', DEMO_ORG_ID).get();
  for (let i = 0; i < old.docs.length; i += 400) {
    const batch = db.batch();
    for (const d of old.docs.slice(i, i + 400)) batch.delete(d.ref);
    await batch.commit();
  }
  const batch = db.batch();
  for (const e of demoWelcomeEnrolments(now)) batch.set(db.doc(`dripEnrollments/${e.id}`), e.doc);
  await batch.commit();
}
