import type { Firestore } from 'firebase-admin/firestore';
import { callerFrom } from '../../functions/src/mail/caller';
import {
  bookingPlan,
  workshopPlan,
  type BookingData,
  type InterestData,
  type PlanResult,
  type WorkshopData,
} from '../../functions/src/mail/plans';
import { deliveryId, logEntry, newDelivery, newMessage } from '../../functions/src/mail/records';
import { newRequestRecord } from '../../functions/src/requests/records';
import { MAIL_STATS_PATH, statsDelta } from '@storytelling/shared/mail-stats';
import { DEFAULT_TEMPLATES, renderTemplate } from '@storytelling/shared/mail-templates';
import { publicWorkshopOf, type Workshop } from '../../src/features/workshops/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from './accounts';

const DAY = 86_400_000;
/** The past workshop waiting to be marked delivered (its feedback form is DEMO_FORMS.toDeliver). */
export const DEMO_WORKSHOP_TO_DELIVER = 'demo-ws-to-deliver';
const iso = (d: Date) => d.toISOString().slice(0, 10);
const f = DEMO_ACCOUNTS.facilitator;
const p = DEMO_ACCOUNTS.member;
const lead = {
  name: DEMO_ACCOUNTS.organisationAdmin.name,
  email: DEMO_ACCOUNTS.organisationAdmin.email,
  phone: '01234 567890',
};

/**
 * Demo workshops (one the demo facilitator must respond to, one they accepted, one past, one cancelled with its
 * reason) with their public projections, a booking request, the demo participant's interest (in the accepted
 * one and the cancelled one), and sent + failed workshopEmailLogs spread over the last 30 days.
 * Fixed ids and `set`, so running it again changes nothing.
 */
export async function seedWorkshops(db: Firestore, now: Date): Promise<void> {
  const base = {
    address: 'Riverside Heritage School, Mill Lane',
    leadContact: lead,
    additionalContacts: [{ name: 'Reception', email: 'reception@demo.test', phone: '' }],
    organisationId: DEMO_ORG_ID,
    organisationName: DEMO_ORG_NAME,
    participantIds: [],
    createdAt: now,
    updatedAt: now,
  };
  const assigned = {
    facilitators: [{ userId: f.uid, name: f.name, email: f.email, type: 'primary' }],
    facilitatorIds: [f.uid],
  };
  const workshops: Record<string, Record<string, unknown>> = {
    'demo-ws-needs-response': {
      ...base,
      ...assigned,
      title: 'Memories of the Mill',
      date: iso(new Date(now.getTime() + 14 * DAY)),
      startTime: '10:00',
      endTime: '12:00',
      duration: 2,
      status: 'scheduled',
      responses: {},
      description: 'Year 9 record stories of the old mill with local residents.',
    },
    'demo-ws-assigned': {
      ...base,
      ...assigned,
      title: 'River Voices',
      date: iso(new Date(now.getTime() + 21 * DAY)),
      startTime: '13:00',
      endTime: '16:00',
      duration: 3,
      status: 'confirmed',
      responses: { [f.uid]: 'available' },
      description: 'An afternoon recording stories along the river path.',
    },
    // Its day has passed but nobody has marked it delivered yet: the manager's "Mark delivered" sends its linked
    // feedback form (seedFeedback) to the one person who registered interest.
    [DEMO_WORKSHOP_TO_DELIVER]: {
      ...base,
      title: 'Stories of the Old Bridge',
      date: iso(new Date(now.getTime() - 2 * DAY)),
      startTime: '14:00',
      endTime: '16:00',
      duration: 2,
      status: 'confirmed',
      facilitators: [],
      facilitatorIds: [],
      responses: {},
      description: 'Residents and Year 7 recorded memories of the old bridge.',
    },
    'demo-ws-past': {
      ...base,
      ...assigned,
      title: 'High Street Then and Now',
      date: iso(new Date(now.getTime() - 10 * DAY)),
      startTime: '09:00',
      endTime: '13:00',
      duration: 4,
      status: 'completed',
      responses: { [f.uid]: 'available' },
      description: '',
    },
    // Cancelled before its day: the facilitator and the demo participant see it with the reason.
    'demo-ws-cancelled': {
      ...base,
      ...assigned,
      title: 'Canal Boat Tales',
      date: iso(new Date(now.getTime() + 10 * DAY)),
      startTime: '14:00',
      endTime: '16:00',
      duration: 2,
      status: 'cancelled',
      cancellationReason: 'The canal museum is closed for repairs; we will offer a new date in the spring.',
      cancelledAt: new Date(now.getTime() - 2 * DAY),
      responses: { [f.uid]: 'available' },
      description: 'Stories of the boat families who worked the canal.',
    },
  };
  const batch = db.batch();
  for (const [id, data] of Object.entries(workshops)) {
    batch.set(db.doc(`workshops/${id}`), data);
    // What the public pages read: the service's own projection, so no contact or response leaks.
    batch.set(db.doc(`publicWorkshops/${id}`), publicWorkshopOf(data as Partial<Workshop>));
  }
  // Filed as the booking form files it (the functions' own record builder): its status history starts here.
  const request = {
    organisationName: DEMO_ORG_NAME,
    organisationType: 'School',
    participantCount: 28,
    duration: 3,
    preferredDates: [iso(new Date(now.getTime() + 30 * DAY))],
    contactName: lead.name,
    contactEmail: lead.email,
    contactPhone: lead.phone,
    notes: 'Two Year 8 classes',
  };
  const booking = newRequestRecord({
    kind: 'booking',
    request,
    organisationId: DEMO_ORG_ID,
    filer: { source: 'account', uid: DEMO_ACCOUNTS.organisationAdmin.uid },
    now,
  });
  batch.set(db.doc('bookingRequests/demo-booking'), booking);
  const interestRecord = {
    workshopId: 'demo-ws-assigned',
    userId: p.uid,
    name: p.name,
    email: p.email,
    canAttend: true,
    needsCoverage: false,
    notes: 'Happy to help set up',
    createdAt: now,
    updatedAt: now,
  };
  batch.set(db.doc(`interest/demo-ws-assigned_${p.uid}`), interestRecord);
  const cancelledInterest = {
    ...interestRecord,
    workshopId: 'demo-ws-cancelled',
    needsCoverage: true,
    notes: '',
    createdAt: new Date(now.getTime() - 7 * DAY),
    updatedAt: new Date(now.getTime() - 7 * DAY),
  };
  batch.set(db.doc(`interest/demo-ws-cancelled_${p.uid}`), cancelledInterest);
  // Someone without an account who registered interest in the workshop waiting to be marked delivered.
  batch.set(db.doc(`interest/${DEMO_WORKSHOP_TO_DELIVER}_demo-guest-robin`), {
    ...interestRecord,
    workshopId: DEMO_WORKSHOP_TO_DELIVER,
    userId: 'demo-guest-robin',
    name: 'Robin Guest',
    email: 'robin.guest@demo.test',
    notes: '',
  });
  batch.set(db.doc(`availability/${f.uid}`), {
    userId: f.uid,
    bands: { monday: { morning: 'available', afternoon: 'tentative' }, wednesday: { evening: 'available' } },
    updatedAt: now,
  });
  await batch.commit();
  await seedMailLog(db, now, workshops, booking, interestRecord, cancelledInterest);
}

/**
 * 24 workshop e-mails over the last 30 days, and the cancelled workshop's cancellation to the demo participant,
 * written as the mail pipeline writes them (a message, its delivery and the log entry, from the functions' own
 * builders and plans), so /email-management can resend the failed ones: every fifth one of the 24 failed (the
 * mail server refused it).
 */
async function seedMailLog(
  db: Firestore,
  now: Date,
  workshops: Record<string, Record<string, unknown>>,
  booking: BookingData,
  interest: InterestData,
  cancelledInterest: InterestData,
): Promise<void> {
  const superAdmin = callerFrom(
    DEMO_ACCOUNTS.superAdmin.uid,
    DEMO_ACCOUNTS.superAdmin.email,
    { userKeys: [DEMO_ACCOUNTS.superAdmin.uid] },
    {},
  );
  const member = callerFrom(p.uid, p.email, {}, { displayName: p.name });
  const support = 'support@storytelling.example';
  const plans = (workshopId: string): [PlanResult, string][] => {
    const w = workshops[workshopId] as WorkshopData;
    return [
      [
        bookingPlan({ caller: superAdmin, requestId: 'demo-booking', booking, supportAddress: support }),
        support,
      ],
      [
        workshopPlan({
          kind: 'assignmentConfirmation',
          caller: superAdmin,
          workshopId,
          workshop: w,
          interests: [],
          supportAddress: support,
        }),
        f.email,
      ],
      [
        workshopPlan({
          kind: 'interestNotification',
          caller: member,
          workshopId,
          workshop: w,
          interests: [interest],
          supportAddress: support,
        }),
        support,
      ],
      [
        workshopPlan({
          kind: 'participantUpdate',
          caller: superAdmin,
          workshopId,
          workshop: w,
          interests: [interest],
          supportAddress: support,
          freeText: 'Please bring photos of the river.',
        }),
        p.email,
      ],
    ];
  };
  const sends: { workshopId: string; decision: PlanResult; recipient: string; at: Date; failed: boolean }[] =
    Array.from({ length: 24 }, (_, i) => {
      const [decision, recipient] = plans('demo-ws-assigned')[i % 4]!;
      const at = new Date(now.getTime() - (i * 29 * DAY) / 24 - 3_600_000);
      return { workshopId: 'demo-ws-assigned', decision, recipient, at, failed: i % 5 === 4 };
    });
  // The cancellation the demo participant received (its log entry carries their uid, so their dashboard shows it).
  sends.push({
    workshopId: 'demo-ws-cancelled',
    decision: workshopPlan({
      kind: 'cancellation',
      caller: superAdmin,
      workshopId: 'demo-ws-cancelled',
      workshop: workshops['demo-ws-cancelled'] as WorkshopData,
      interests: [cancelledInterest],
      supportAddress: support,
    }),
    recipient: p.email,
    at: new Date(now.getTime() - 2 * DAY),
    failed: false,
  });
  const batch = db.batch();
  const counters: Record<string, Record<string, number>> = {};
  for (const [i, { workshopId, decision, recipient, at, failed }] of sends.entries()) {
    if (!decision.ok) throw new Error(`demo e-mail ${i}: ${decision.error}`);
    const messageId = `demo-mail-${String(i).padStart(2, '0')}`;
    const id = deliveryId(messageId, recipient);
    const message = {
      ...newMessage({
        plan: decision.plan,
        context: { workshopId },
        recipients: [recipient],
        createdBy: superAdmin.uid,
        now: at,
        queued: false,
      }),
      recipients: [],
      status: 'done',
      sent: failed ? 0 : 1,
      failed: failed ? 1 : 0,
      appOrigin: 'http://127.0.0.1:5173',
    };
    const delivery = {
      ...newDelivery(decision.plan, recipient, at),
      status: failed ? 'failed' : 'sent',
      counted: failed ? 'failed' : 'sent',
      attempts: 1,
      ...(failed ? { error: 'The mail server refused this recipient' } : { sentAt: at }),
    };
    const rendered = renderTemplate(DEFAULT_TEMPLATES[decision.plan.kind], {
      ...decision.plan.variables,
      ...delivery.variables,
    });
    batch.set(db.doc(`mailMessages/${messageId}`), message);
    batch.set(db.doc(`mailMessages/${messageId}/deliveries/${id}`), delivery);
    const entry = logEntry({
      message,
      delivery,
      messageId,
      deliveryId: id,
      subject: rendered.subject,
      status: failed ? 'failed' : 'sent',
      errorMessage: failed ? 'The mail server refused this recipient' : undefined,
      at,
    });
    if (entry) batch.set(db.doc(`workshopEmailLogs/${id}`), entry);
    for (const [path, by] of Object.entries(
      statsDelta(null, { status: failed ? 'failed' : 'sent', sentAt: at }),
    )) {
      const [, day, status] = path.split('.') as [string, string, string];
      (counters[day] ??= {})[status] = ((counters[day] ??= {})[status] ?? 0) + by;
    }
  }
  // The chart's counters, as the functions keep them (set, so reseeding puts them back as they were).
  batch.set(db.doc(MAIL_STATS_PATH), { days: counters });
  await batch.commit();
}
