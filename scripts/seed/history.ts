import type { Firestore } from 'firebase-admin/firestore';
import {
  HISTORY_COLLECTION,
  historyEntry,
  PLATFORM_HISTORY,
  type HistoryInput,
} from '@storytelling/shared/history';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';

const HOUR = 3_600_000;
const { organisationAdmin: olivia, moderator: max, superAdmin: sam } = DEMO_ACCOUNTS;
const by = (p: { uid: string; name: string }) => ({ uid: p.uid, name: p.name });

/**
 * A few past acts, so that /org-history shows a filled list from the start: the demo organisation's (role change,
 * codes, settings, a send, an old removal) and the platform's (a tag deletion). None carries an undo payload: an
 * undo restores exactly what an act stored, and these acts never happened.
 */
const ENTRIES: (HistoryInput & { hoursAgo: number })[] = [
  {
    hoursAgo: 240,
    organisationId: DEMO_ORG_ID,
    kind: 'member-removed',
    actor: by(olivia),
    summary: 'Removed Pat Former from the organisation',
    target: { collection: 'Users', id: 'demo-former-member', label: 'Pat Former' },
  },
  {
    hoursAgo: 72,
    organisationId: DEMO_ORG_ID,
    kind: 'role-change',
    actor: by(olivia),
    summary: `Made ${max.name} a moderator`,
    target: { collection: 'Users', id: max.uid, label: max.name },
  },
  {
    hoursAgo: 48,
    organisationId: DEMO_ORG_ID,
    kind: 'codes-generated',
    actor: by(olivia),
    summary: 'Generated 12 class codes for Year 5',
    target: { collection: 'Organisations', id: DEMO_ORG_ID, label: 'Year 5' },
  },
  {
    hoursAgo: 26,
    organisationId: DEMO_ORG_ID,
    kind: 'settings-changed',
    actor: by(olivia),
    summary: 'Turned on approval for people joining with a shared code',
    target: { collection: 'Organisations', id: DEMO_ORG_ID, label: 'Settings' },
  },
  {
    hoursAgo: 5,
    organisationId: DEMO_ORG_ID,
    kind: 'send',
    actor: by(max),
    summary: 'Sent the announcement "Summer walks" to its audience',
    target: { collection: 'announcements', id: 'demo-announcement', label: 'Summer walks' },
  },
  {
    hoursAgo: 96,
    organisationId: PLATFORM_HISTORY,
    kind: 'tag-deleted',
    actor: by(sam),
    summary: 'Deleted the tag "Old docks"',
    target: { collection: 'Tags', id: 'pin_old-docks', label: 'Old docks' },
  },
];

export async function seedHistory(db: Firestore, now: Date): Promise<void> {
  const batch = db.batch();
  ENTRIES.forEach(({ hoursAgo, ...input }, i) =>
    batch.set(
      db.collection(HISTORY_COLLECTION).doc(`demo-history-${i + 1}`),
      historyEntry(input, new Date(now.getTime() - hoursAgo * HOUR)),
    ),
  );
  await batch.commit();
}
