import type { Firestore } from 'firebase-admin/firestore';
import {
  newRequestRecord,
  REQUEST_COLLECTIONS,
  type RequestKind,
} from '../../functions/src/requests/records';
import { statusChange } from '../../src/features/requests/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from './accounts';

const HOUR = 3_600_000;
const superAdmin = DEMO_ACCOUNTS.superAdmin.uid;

/**
 * The requests inbox's demo: a group request in progress, a declined booking, a repeat booking flagged as a
 * likely duplicate, and a project inquiry, stored as the requestWorkshop function stores them (same builder) and
 * moved on as the inbox moves them (same status step). Fixed ids and `set`: running it again changes nothing.
 */
export async function seedRequests(db: Firestore, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const filed = (
    kind: RequestKind,
    request: Record<string, unknown>,
    hoursAgo: number,
    duplicateOf?: string,
  ) =>
    newRequestRecord({
      kind,
      request,
      organisationId: kind === 'inquiry' ? '' : DEMO_ORG_ID,
      filer: { uid: '', source: 'visitor' },
      now: at(hoursAgo),
      likelyDuplicateOf: duplicateOf ?? null,
    });
  const moved = (
    kind: RequestKind,
    record: Record<string, unknown>,
    steps: { to: 'inProgress' | 'declined'; hoursAgo: number; declineReason?: string }[],
  ) => {
    let current = record as Parameters<typeof statusChange>[1] & Record<string, unknown>;
    for (const step of steps)
      current = {
        ...current,
        ...statusChange(kind, current, step.to, superAdmin, at(step.hoursAgo), step),
        // The reply job has answered these already: the demo sends nothing when the stack starts.
        replyNotified: true,
        updatedAt: at(step.hoursAgo),
      };
    return current;
  };
  const booking = (contactName: string, contactEmail: string, notes: string) => ({
    organisationName: DEMO_ORG_NAME,
    organisationType: 'School',
    participantCount: 24,
    duration: 2,
    preferredDates: [new Date(now.getTime() + 21 * 24 * HOUR).toISOString().slice(0, 10)],
    contactName,
    contactEmail,
    contactPhone: '',
    notes,
  });
  const docs: Record<string, Record<string, unknown>> = {
    [`${REQUEST_COLLECTIONS.group}/demo-group-request`]: moved(
      'group',
      filed(
        'group',
        {
          groupName: 'Year 9 local history club',
          department: 'History',
          groupSize: 18,
          groupDescription: 'After-school club recording stories about the old mill.',
          urgency: 'medium',
          contactMethod: 'email',
          contactName: 'Priya Shah',
          contact: 'priya.shah@demo.test',
          availability: {
            tuesday: { afternoon: 'available', evening: 'tentative' },
            thursday: { afternoon: 'available' },
          },
          notes: 'Wheelchair access needed.',
        },
        50,
      ),
      [{ to: 'inProgress', hoursAgo: 30 }],
    ),
    [`${REQUEST_COLLECTIONS.booking}/demo-booking-declined`]: moved(
      'booking',
      filed('booking', booking('Tom Reed', 'tom.reed@demo.test', 'A whole-school assembly'), 120),
      [
        {
          to: 'declined',
          hoursAgo: 96,
          declineReason: 'Assemblies of 300 are beyond what one workshop can do.',
        },
      ],
    ),
    [`${REQUEST_COLLECTIONS.booking}/demo-booking-first`]: filed(
      'booking',
      booking('Ana Lopez', 'ana.lopez@demo.test', 'Year 7, spring term'),
      6,
    ),
    [`${REQUEST_COLLECTIONS.booking}/demo-booking-repeat`]: filed(
      'booking',
      booking('Ana Lopez', 'ana.lopez@demo.test', 'Year 7, spring term (sent again)'),
      5,
      'demo-booking-first',
    ),
    [`${REQUEST_COLLECTIONS.inquiry}/demo-inquiry`]: filed(
      'inquiry',
      {
        contactName: 'Sam Okafor',
        contactEmail: 'sam.okafor@demo.test',
        organisationName: 'Canal Trust',
        message: 'We would like a walking tour of canal stories for next summer.',
        projectName: 'Canal voices',
        budget: {
          facilitatorRatePence: 3500,
          facilitatorHundredthHours: 1200,
          facilitators: 2,
          materialsPence: 15000,
          otherLines: [{ label: 'Venue hire', amountPence: 20000 }],
          notes: '',
        },
      },
      3,
    ),
  };
  const batch = db.batch();
  for (const [path, data] of Object.entries(docs)) batch.set(db.doc(path), data);
  await batch.commit();
}
