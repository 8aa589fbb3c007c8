import type { Firestore } from 'firebase-admin/firestore';
import { announcementRecord } from '../../src/features/announcements/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';

const DAY = 86_400_000;
export const DEMO_ANNOUNCEMENTS = {
  facilitators: 'demo-announcement-facilitators',
  members: 'demo-announcement-members',
  ourFacilitators: 'demo-announcement-our-facilitators',
} as const;

/**
 * Three current announcements: one pinned for all facilitators, from the super admin; one for the demo
 * organisation's members and one for its own facilitators, from its admin. Fixed ids and `set`, so running it again changes nothing
 * but the dates, which stay around `now` so the messages are always current in a demo.
 */
export async function seedAnnouncements(db: Firestore, now: Date): Promise<void> {
  const startsAt = new Date(now.getTime() - DAY);
  const endsAt = new Date(now.getTime() + 60 * DAY);
  const batch = db.batch();
  batch.set(
    db.doc(`announcements/${DEMO_ANNOUNCEMENTS.facilitators}`),
    announcementRecord(
      {
        title: 'New recording kits for the spring term',
        body:
          '<p>Six new <strong>recording kits</strong> are in the office. Book one at least a week before your ' +
          'workshop, and charge the recorders the night before.</p><ul><li>Two lapel microphones each</li>' +
          '<li>Spare batteries in the side pocket</li></ul>',
        audience: 'facilitators',
        pinned: true,
        startsAt,
        endsAt,
      },
      DEMO_ACCOUNTS.superAdmin.uid,
      startsAt,
    ),
  );
  batch.set(
    db.doc(`announcements/${DEMO_ANNOUNCEMENTS.members}`),
    announcementRecord(
      {
        title: 'Family listening evening',
        body:
          '<p>Bring your family to hear the stories Year 5 recorded on the river walk: <em>Thursday at 6pm in ' +
          'the school hall</em>.</p>',
        audience: 'organisation',
        organisationId: DEMO_ORG_ID,
        startsAt,
        endsAt,
      },
      DEMO_ACCOUNTS.organisationAdmin.uid,
      startsAt,
    ),
  );
  batch.set(
    db.doc(`announcements/${DEMO_ANNOUNCEMENTS.ourFacilitators}`),
    announcementRecord(
      {
        title: 'Briefing before the river walk workshops',
        body:
          '<p>Facilitators of the river walk workshops: a short briefing in the staff room on ' +
          '<strong>Monday at 8.15</strong>, with the new route map.</p>',
        audience: 'facilitators',
        organisationId: DEMO_ORG_ID,
        startsAt,
        endsAt,
      },
      DEMO_ACCOUNTS.organisationAdmin.uid,
      startsAt,
    ),
  );
  await batch.commit();
}
