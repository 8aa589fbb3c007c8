import type { Firestore } from 'firebase-admin/firestore';
import { localDayIso } from '../../src/kernel/dates';
import {
  activityRecord,
  partnerRecord,
  type Activity,
  type ActivityKind,
} from '../../src/features/partners/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';

/** The analytics seed makes this organisation ("Riverside Heritage Trust") and its year of activity. */
export const DEMO_PARTNER_ORG = 'demo-partner-org';

const DAY = 86_400_000;

/** One timeline entry: how many days ago, what, with whom, and what was said. */
type Entry = [daysAgo: number, kind: ActivityKind, who: string, note: string];

const SCHOOL_TIMELINE: Entry[] = [
  [350, 'meeting', 'Olivia Admin, Mr Hughes', 'First meeting about a river walk project for Year 5.'],
  [330, 'email', 'Olivia Admin', 'Sent the consent letters and the workshop plan.'],
  [300, 'call', 'Mr Hughes', 'Agreed dates for the autumn recording workshops.'],
  [270, 'meeting', 'Fatima Facilitator, Mr Hughes', 'Walked the route and chose the pin spots.'],
  [240, 'email', 'Olivia Admin', 'Shared the first recordings with the class teachers.'],
  [200, 'call', 'Mrs Patel (head teacher)', 'Talked about a family listening evening.'],
  [170, 'meeting', 'Olivia Admin, parents’ association', 'Planned the listening evening.'],
  [140, 'email', 'Olivia Admin', 'Invited the families; 60 replies.'],
  [100, 'call', 'Mr Hughes', 'Spring term: a second class wants to join.'],
  [70, 'meeting', 'Fatima Facilitator', 'Workshop review: what worked, what to change.'],
  [40, 'email', 'Olivia Admin', 'Sent the summer term dates.'],
  [12, 'call', 'Mrs Patel (head teacher)', 'Asked for a short report for the governors.'],
];

const TRUST_TIMELINE: Entry[] = [
  [355, 'email', 'Olivia Admin', 'Introduced the project to the Trust’s learning officer.'],
  [325, 'meeting', 'Ruth Archer (learning officer)', 'Met at the Trust: archive photos for the walk.'],
  [290, 'call', 'Ruth Archer', 'Agreed to co-host two community recording days.'],
  [250, 'email', 'Ruth Archer', 'Sent the archive image licence.'],
  [215, 'meeting', 'Ruth Archer, Sam Super', 'Funding bid for the next year discussed.'],
  [180, 'call', 'Ruth Archer', 'First community recording day: 18 people came.'],
  [150, 'email', 'Sam Super', 'Shared listening figures for the Trust’s newsletter.'],
  [110, 'meeting', 'Trust volunteers', 'Trained six volunteers to run the recorders.'],
  [80, 'call', 'Ruth Archer', 'Second community day booked for the spring.'],
  [45, 'email', 'Sam Super', 'Sent the draft impact report.'],
  [20, 'meeting', 'Ruth Archer, Trust trustees', 'Presented the year’s results to the trustees.'],
  [5, 'call', 'Ruth Archer', 'Trustees keen to renew; waiting for the report.'],
];

/**
 * The partnership demo: partner records for the demo school and the Riverside Heritage Trust,
 * each with a year of calls, meetings and e-mails and a next action. Fixed ids and `set`, so running it again
 * changes nothing but the dates, which stay around `now` so the year is always the last one. Built with the
 * partners model's builders, the shapes the app writes.
 */
export async function seedPartners(db: Firestore, now: Date): Promise<void> {
  const day = (offsetDays: number) => localDayIso(new Date(now.getTime() + offsetDays * DAY));
  const admin = DEMO_ACCOUNTS.organisationAdmin.uid;
  const superAdmin = DEMO_ACCOUNTS.superAdmin.uid;
  const batch = db.batch();

  batch.set(
    db.doc(`partners/${DEMO_ORG_ID}`),
    partnerRecord(
      DEMO_ORG_ID,
      {
        status: 'active',
        type: 'school',
        mainContact: { name: 'Mrs Patel', email: 'head@riverside-school.example', phone: '01632 960 001' },
        nextActionDate: day(10),
        nextAction: 'Send the governors’ report',
      },
      admin,
      now,
    ),
  );
  batch.set(
    db.doc(`partners/${DEMO_PARTNER_ORG}`),
    partnerRecord(
      DEMO_PARTNER_ORG,
      {
        status: 'active',
        type: 'museum',
        mainContact: {
          name: 'Ruth Archer',
          email: 'ruth.archer@heritage-trust.example',
          phone: '01632 960 222',
        },
        nextActionDate: day(14),
        nextAction: 'Send the final impact report to the trustees',
      },
      superAdmin,
      now,
    ),
  );

  const timeline = (orgId: string, entries: Entry[], by: string) =>
    entries.forEach(([daysAgo, kind, who, note], i) => {
      const record: Activity = activityRecord(
        { kind, date: day(-daysAgo), who, note },
        by,
        new Date(now.getTime() - daysAgo * DAY),
      );
      batch.set(
        db.doc(`partners/${orgId}/activities/demo-activity-${String(i + 1).padStart(2, '0')}`),
        record,
      );
    });
  timeline(DEMO_ORG_ID, SCHOOL_TIMELINE, admin);
  timeline(DEMO_PARTNER_ORG, TRUST_TIMELINE, superAdmin);
  await batch.commit();
}
