import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';

export const DEMO_GROUP_ID = 'demo-group-year5';
export const DEMO_PRIVATE_PROJECT = 'demo-project-harbour';
/** Codes with fixed ids so the README and tests can name them; their expiry is renewed on every seed. */
export const DEMO_CODES = {
  anonymous: 'RIVER25K',
  temporary: 'FOXFIN22',
  moderatorInvite: 'TEACH7MR',
} as const;
export const DEMO_TEMP_MEMBER = 'temp_DEMOFOXFIN2222222222';
export const DEMO_INVITE_ID = 'demo-invite-harbour';

const day = 86_400_000;

/**
 * The demo organisation's membership: the staff-readable mirror of every member, a group whose members see the
 * private harbour project, an anonymous class code, a temporary member with its code, a moderator invitation
 * code and a project invite link.
 */
export async function seedMembership(db: Firestore, now: Date): Promise<void> {
  const a = DEMO_ACCOUNTS;
  const grouped: string[] = [a.member.uid, a.author.uid];
  const batch = db.batch();

  const users = await db.getAll(...Object.values(a).map((acc) => db.doc(`Users/${acc.uid}`)));
  for (const snap of users) {
    const entry = snap.get(`Organisations.${DEMO_ORG_ID}`) as Record<string, unknown> | undefined;
    if (!entry) continue;
    const groupIds = grouped.includes(snap.id) ? [DEMO_GROUP_ID] : [];
    batch.update(snap.ref, { [`Organisations.${DEMO_ORG_ID}.groupIds`]: groupIds });
    batch.set(db.doc(`Organisations/${DEMO_ORG_ID}/members/${snap.id}`), { ...entry, groupIds });
  }

  batch.set(db.doc(`groups/${DEMO_GROUP_ID}`), {
    name: 'Year 5 Explorers',
    organisationId: DEMO_ORG_ID,
    memberIds: grouped,
    createdAt: now,
    updatedAt: now,
  });
  // The group's own record says which private project it opens, so someone joining with a code for the group
  // gets read access too (groups-service keeps these in step when groups change).
  batch.set(db.doc(`ProjectAccess/${DEMO_PRIVATE_PROJECT}_group_${DEMO_GROUP_ID}`), {
    project_id: DEMO_PRIVATE_PROJECT,
    groupId: DEMO_GROUP_ID,
    accessLevel: 'read',
    createdAt: now,
    source: 'group',
  });
  for (const uid of grouped) {
    batch.set(db.doc(`ProjectAccess/${DEMO_PRIVATE_PROJECT}_${uid}`), {
      project_id: DEMO_PRIVATE_PROJECT,
      userId: uid,
      accessLevel: 'read',
      createdAt: now,
      source: 'group',
    });
  }

  const expires = (days: number) => new Date(now.getTime() + days * day);
  const codes = [
    { code: DEMO_CODES.anonymous, role: 'member', isAnonymous: true, expiresAt: expires(30) },
    {
      code: DEMO_CODES.temporary,
      role: 'member',
      isAnonymous: true,
      expiresAt: expires(30),
      identifier: 'Fin',
      animalEmoji: '🦊',
      tempUserId: DEMO_TEMP_MEMBER,
      moderatorEmail: a.moderator.email,
    },
    {
      code: DEMO_CODES.moderatorInvite,
      role: 'moderator',
      isAnonymous: false,
      expiresAt: expires(7),
      email: 'new.teacher@riverside.example',
    },
  ];
  for (const { moderatorEmail, ...listing } of codes) {
    batch.set(db.doc(`accessCodes/${listing.code}`), {
      ...listing,
      ...(moderatorEmail ? { moderatorEmail } : {}),
      organisationId: DEMO_ORG_ID,
      isActive: true,
      createdAt: now,
    });
    batch.set(db.doc(`Organisations/${DEMO_ORG_ID}/generatedCodes/${listing.code}`), {
      ...listing,
      createdAt: now,
    });
  }

  const tempEntry = {
    userKey: DEMO_TEMP_MEMBER,
    organisationId: DEMO_ORG_ID,
    roles: ['member'],
    email: '',
    name: '🦊 Fin',
    joinedAt: now,
    groupIds: [],
    accessCode: DEMO_CODES.temporary,
  };
  batch.set(db.doc(`Users/${DEMO_TEMP_MEMBER}`), {
    userKey: DEMO_TEMP_MEMBER,
    email: '',
    displayName: '🦊 Fin',
    Organisations: { [DEMO_ORG_ID]: tempEntry },
    isTemporary: true,
    registered: false,
    accessCode: DEMO_CODES.temporary,
    organisationId: DEMO_ORG_ID,
    moderatorEmail: a.moderator.email,
    createdAt: now,
    updatedAt: now,
  });
  batch.set(db.doc(`Organisations/${DEMO_ORG_ID}/members/${DEMO_TEMP_MEMBER}`), {
    ...tempEntry,
    isTemporary: true,
  });

  batch.set(db.doc(`invites/${DEMO_INVITE_ID}`), {
    project_id: DEMO_PRIVATE_PROJECT,
    accessLevel: 'read',
    createdAt: now,
    expirationDate: expires(7),
    createdBy: a.moderator.uid,
  });
  await batch.commit();
}
