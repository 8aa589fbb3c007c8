import { collection, limit, query, serverTimestamp, where } from 'firebase/firestore';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { recording } from '../../../scripts/seed/curation';
import { DEMO_GROUP_ID, DEMO_PRIVATE_PROJECT } from '../../../scripts/seed/membership';
import { newProjectFields } from '../../../src/features/projects/model';
import { tagDocId } from '../../../src/features/tags/tag-rules';
import type { Resource } from '../../../src/kernel/permissions';
import { caseOf, factsOf, listOf, storedDoc, type Case } from './harness';

export const HARBOUR = DEMO_PRIVATE_PROJECT;
export const HIGH_STREET = 'demo-project-high-street';
/** A private project of the other organisation, owned by its admin. */
export const OTHER_PROJECT = 'other-project';
const ARTHUR = 'demo-author-arthur';
const a = DEMO_ACCOUNTS;

type ContentResource =
  'Projects' | 'ProjectAccess' | 'Pins' | 'Recordings' | 'Authors' | 'authorClaims' | 'Tags' | 'ProjectTags';

/** A claim on the near-duplicate Mary Jones profile, as the claim screen files it. */
const claimBy = (userKey: string) => ({
  userKey,
  authorKey: 'demo-author-mary-jones-2',
  message: '',
  status: 'pending',
  createdAt: serverTimestamp(),
});

const projectOf = (projectId: string) => ({ project: factsOf(projectId) });
const stamped = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

/** Curated collections (authors, tags): one stored document, a page of them, and a new one. */
function curated(
  name: string,
  coll: 'Authors' | 'Tags' | 'ProjectTags',
  id: string,
  pageSize: number,
  write: () => Record<string, unknown>,
  created: () => Record<string, unknown>,
): ((uid: string) => Case)[] {
  return [
    caseOf({
      name,
      path: () => `${coll}/${id}`,
      collection: coll,
      target: () => ({}),
      listQuery: (db) => query(collection(db, coll), limit(pageSize)),
      create: () => ({ path: `${coll}/permission-table-new`, data: created() }),
      update: () => ({ ...write(), updatedAt: serverTimestamp() }),
    }),
  ];
}

/**
 * The demo projects (a private one shared with the Year 5 group's members and held by the project admin, a
 * public one, both owned by the demo moderator) and a private project of the other organisation, with what
 * hangs on them.
 */
export const CONTENT_CASES: Record<ContentResource, ((uid: string) => Case)[]> = {
  Projects: [
    ...[HARBOUR, HIGH_STREET, OTHER_PROJECT].map((projectId) =>
      caseOf({
        name: `project ${projectId}`,
        only: ['get', 'update', 'delete'],
        path: () => `Projects/${projectId}`,
        collection: 'Projects',
        target: () => projectOf(projectId),
        write: { projectName: 'Renamed by the permission table' },
      }),
    ),
    ...[DEMO_ORG_ID, 'other-org'].map((organisationId) =>
      caseOf({
        name: `a new project of ${organisationId}`,
        only: ['create'],
        path: () => `Projects/permission-table-${organisationId}`,
        collection: 'Projects',
        target: () => ({ organisationId }),
        // As the create dialog builds it: the person creating it is its owner.
        create: (uid) => ({
          path: `Projects/permission-table-${organisationId}`,
          data: {
            ...newProjectFields(
              {
                projectKey: `permission-table-${organisationId}`,
                projectName: 'New',
                isPrivate: false,
                organisationId,
              },
              uid,
            ),
            ...stamped(),
          },
        }),
      }),
    ),
    listOf(
      'the public projects',
      (db) => query(collection(db, 'Projects'), where('isPrivate', '==', false)),
      () => ({ project: { id: '', isPrivate: false } }),
    ),
    // An organisation admin lists their staff's projects one owner at a time (listStaffProjects).
    listOf(
      'the moderator’s projects',
      (db) => query(collection(db, 'Projects'), where('projectOwnerUserKey', '==', a.moderator.uid)),
      () => ({ project: { ...factsOf(HARBOUR), id: '', isPrivate: undefined, sharedWith: [] } }),
    ),
  ],
  ProjectAccess: [
    caseOf({
      name: 'the participant’s record for the private project',
      only: ['get', 'update', 'delete'],
      path: () => `ProjectAccess/${HARBOUR}_${a.member.uid}`,
      collection: 'ProjectAccess',
      target: () => ({ ownerId: a.member.uid, ...projectOf(HARBOUR) }),
      update: () => ({ accessLevel: 'write' }),
    }),
    caseOf({
      name: 'the Year 5 group’s record',
      path: () => `ProjectAccess/${HARBOUR}_group_${DEMO_GROUP_ID}`,
      collection: 'ProjectAccess',
      target: () => ({ groupId: DEMO_GROUP_ID, ...projectOf(HARBOUR) }),
      // Which private projects a group opens, as the join flow asks (by group id).
      listTarget: () => ({ groupId: DEMO_GROUP_ID }),
      listQuery: (db) => query(collection(db, 'ProjectAccess'), where('groupId', '==', DEMO_GROUP_ID)),
      // Sharing the project with someone directly, as the user access screen does.
      create: () => ({
        path: `ProjectAccess/${HARBOUR}_permission-table-reader`,
        data: {
          project_id: HARBOUR,
          userId: 'permission-table-reader',
          accessLevel: 'read',
          source: 'direct',
          createdAt: serverTimestamp(),
        },
      }),
      update: () => ({ accessLevel: 'write' }),
    }),
    listOf(
      'my records',
      (db, uid) => query(collection(db, 'ProjectAccess'), where('userId', '==', uid)),
      (uid) => ({ ownerId: uid }),
    ),
    listOf(
      'the private project’s records',
      (db) => query(collection(db, 'ProjectAccess'), where('project_id', '==', HARBOUR)),
      () => projectOf(HARBOUR),
    ),
  ],
  Pins: [
    ...(
      [
        [HARBOUR, 'demo-pin-harbour-1'],
        [HIGH_STREET, 'demo-pin-high-street-1'],
      ] as const
    ).map(([projectId, pinKey]) =>
      caseOf({
        name: `pin ${pinKey}`,
        path: () => `Pins/${pinKey}`,
        collection: 'Pins',
        target: () => projectOf(projectId),
        // A page of a project's pins, as listPins reads them.
        listQuery: (db) => query(collection(db, 'Pins'), where('project', '==', projectId), limit(500)),
        create: () => ({
          path: 'Pins/permission-table-pin',
          data: { ...storedDoc(`Pins/${pinKey}`), pinKey: 'permission-table-pin', ...stamped() },
        }),
        write: { title: 'Renamed by the permission table' },
      }),
    ),
    // Every pin at once: the pin-tag rebuild's read.
    listOf(
      'every pin',
      (db) => query(collection(db, 'Pins'), limit(20000)),
      () => ({}),
    ),
  ],
  Recordings: [
    ...(
      [
        [HARBOUR, 'demo-rec-harbour-1'],
        [HARBOUR, 'demo-rec-harbour-2'],
        [HIGH_STREET, 'demo-rec-high-street-1'],
        [HIGH_STREET, 'demo-rec-high-street-4'],
      ] as const
    ).map(([projectId, id]) =>
      caseOf({
        name: `recording ${id}`,
        only: ['get', 'update', 'delete'],
        path: () => `Recordings/${id}`,
        collection: 'Recordings',
        target: () => {
          const r = storedDoc(`Recordings/${id}`) as { authorKey: string; moderation?: { status: string } };
          return {
            ...projectOf(projectId),
            authorKey: r.authorKey,
            approved: r.moderation?.status === 'approved',
          };
        },
        write: { title: 'Renamed by the permission table' },
      }),
    ),
    ...[HARBOUR, HIGH_STREET].flatMap((projectId) => [
      caseOf({
        name: `a new recording in ${projectId}`,
        only: ['create'],
        path: () => 'Recordings/permission-table-recording',
        collection: 'Recordings',
        target: () => projectOf(projectId),
        create: () => ({
          path: 'Recordings/permission-table-recording',
          data: {
            ...recording('New', projectId, 1, ARTHUR, 'Family', { status: 'pending' }, 0),
            ...stamped(),
          },
        }),
      }),
      // What readers ask for: the published ones.
      listOf(
        `the approved recordings of ${projectId}`,
        (db) =>
          query(
            collection(db, 'Recordings'),
            where('project', '==', projectId),
            where('moderation.status', '==', 'approved'),
          ),
        () => ({ ...projectOf(projectId), approved: true }),
      ),
      listOf(
        `every recording of ${projectId}`,
        (db) => query(collection(db, 'Recordings'), where('project', '==', projectId)),
        () => projectOf(projectId),
      ),
    ]),
    listOf(
      'Arthur’s recordings',
      (db) => query(collection(db, 'Recordings'), where('authorKey', '==', ARTHUR)),
      () => ({ authorKey: ARTHUR }),
    ),
  ],
  Authors: curated(
    'Arthur’s profile',
    'Authors',
    ARTHUR,
    1000,
    () => ({ bio: 'Changed by the permission table.' }),
    () => ({ ...storedDoc('Authors/demo-author-mary-jones-2'), name: 'New Author', projectKeys: [] }),
  ),
  authorClaims: [
    caseOf({
      name: 'the participant’s pending claim',
      path: () => 'authorClaims/demo-claim-pending',
      collection: 'authorClaims',
      target: () => ({ ownerId: a.member.uid }),
      // Every claim: the super admin's review list.
      listTarget: () => ({}),
      create: () => ({ path: 'authorClaims/permission-table-new', data: claimBy(a.member.uid) }),
      // A decision, as the review list records it.
      update: (uid) => ({ status: 'rejected', decidedBy: uid, decidedAt: serverTimestamp() }),
    }),
    caseOf({
      name: 'my own claim',
      only: ['create'],
      path: () => 'authorClaims/permission-table-new',
      collection: 'authorClaims',
      target: (uid) => ({ ownerId: uid }),
      create: (uid) => ({ path: 'authorClaims/permission-table-new', data: claimBy(uid) }),
    }),
    listOf(
      'my claims',
      (db, uid) => query(collection(db, 'authorClaims'), where('userKey', '==', uid), limit(50)),
      (uid) => ({ ownerId: uid }),
    ),
  ],
  Tags: curated(
    'the Maritime recording tag',
    'Tags',
    tagDocId('recording', 'Maritime'),
    2000,
    () => ({ tagName: 'Maritime' }),
    () => ({ ...storedDoc(`Tags/${tagDocId('recording', 'Maritime')}`), tagName: 'New', keys: [] }),
  ),
  ProjectTags: curated(
    'the Heritage subject tag',
    'ProjectTags',
    tagDocId('project', 'Heritage'),
    500,
    () => ({ tagName: 'Heritage' }),
    () => ({ tagName: 'New', projectKeys: [], updatedAt: serverTimestamp() }),
  ),
} satisfies Partial<Record<Resource, unknown>>;
