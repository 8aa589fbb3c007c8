import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from './accounts';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const f = DEMO_ACCOUNTS.facilitator;
const p = DEMO_ACCOUNTS.member;
const lead = {
  name: DEMO_ACCOUNTS.organisationAdmin.name,
  email: DEMO_ACCOUNTS.organisationAdmin.email,
  phone: '01234 567890',
};

/**
 * Demo workshops (one the demo facilitator must respond to, one they accepted, one past), a booking request,
 * the demo participant's interest, and sent + failed workshopEmailLogs spread over the last 30 days.
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
  };
  const batch = db.batch();
  for (const [id, data] of Object.entries(workshops)) batch.set(db.doc(`workshops/${id}`), data);
  batch.set(db.doc('bookingRequests/demo-booking'), {
    organisationName: DEMO_ORG_NAME,
    organisationType: 'School',
    participantCount: 28,
    duration: 3,
    preferredDates: [iso(new Date(now.getTime() + 30 * DAY))],
    contactName: lead.name,
    contactEmail: lead.email,
    contactPhone: lead.phone,
    notes: 'Two Year 8 classes',
    organisationId: DEMO_ORG_ID,
    createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    createdAt: now,
    status: 'new',
  });
  batch.set(db.doc(`interest/demo-ws-assigned_${p.uid}`), {
    workshopId: 'demo-ws-assigned',
    userId: p.uid,
    name: p.name,
    email: p.email,
    canAttend: true,
    needsCoverage: false,
    notes: 'Happy to help set up',
    createdAt: now,
    updatedAt: now,
  });
  batch.set(db.doc(`availability/${f.uid}`), {
    userId: f.uid,
    bands: { monday: { morning: 'available', afternoon: 'tentative' }, wednesday: { evening: 'available' } },
    updatedAt: now,
  });
  // 24 log entries over the last 30 days; every fifth one failed (SMTP refused), for the chart and resend demo.
  const types = [
    'booking_request',
    'assignment_confirmation',
    'interest_notification',
    'participant_update',
    'cancellation',
  ] as const;
  for (let i = 0; i < 24; i++) {
    const at = new Date(now.getTime() - (i * 29 * DAY) / 24 - 3_600_000);
    const type = types[i % types.length]!;
    const w = i % 2 ? workshops['demo-ws-assigned']! : workshops['demo-ws-needs-response']!;
    const failed = i % 5 === 4;
    batch.set(db.doc(`workshopEmailLogs/demo-log-${String(i).padStart(2, '0')}`), {
      type,
      subject: `${type.replace(/_/g, ' ')}: ${String(w.title)}`,
      recipient: type === 'participant_update' ? p.email : f.email,
      status: failed ? 'failed' : 'sent',
      sentAt: at,
      createdAt: at,
      updatedAt: at,
      workshopId: i % 2 ? 'demo-ws-assigned' : 'demo-ws-needs-response',
      workshopTitle: w.title,
      workshopDate: w.date,
      organisationName: DEMO_ORG_NAME,
      organisationId: DEMO_ORG_ID,
      createdBy: DEMO_ACCOUNTS.superAdmin.uid,
      text: `Demo ${type} e-mail.`,
      html: `<p>Demo ${type} e-mail.</p>`,
      ...(failed ? { errorMessage: 'Failed to send email: 502 Bad Gateway' } : {}),
    });
  }
  await batch.commit();
}
