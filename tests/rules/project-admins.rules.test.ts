import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { as, EVERYONE, ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * Project administrators (`Users/{uid}.projectAdminAccess`) are made and unmade by super admins only, from the
 * user access view (features/projects/project-admins.ts writes exactly these fields). Everyone else is refused,
 * the person themselves included, whatever their role in which organisation.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const SIGNED_IN = EVERYONE.filter((who) => who !== 'anonymous');

/** What the screen writes to give (or, with none, take away) projects to manage. */
const setAccess = (who: Who, userId: string, projectIds: string[]) =>
  updateDoc(doc(dbOf(who), `Users/${userId}`), {
    projectAdminAccess: projectIds,
    updatedAt: serverTimestamp(),
  });

beforeEach(async () => {
  await seedDocs(env, {
    'Users/target': userRecord('target', { [ORG]: ['member'] }),
    [`Users/${PEOPLE.projectAdmin.uid}`]: userRecord(
      PEOPLE.projectAdmin.uid,
      {},
      {
        projectAdminAccess: ['p-private'],
      },
    ),
  });
});

describe('giving projects to manage', () => {
  it.each(EVERYONE)(
    '%s makes a member of the organisation a project admin: only a super admin',
    async (who) => {
      await expectRule(setAccess(who, 'target', ['p-private']), who === 'superAdmin');
    },
  );

  it.each(EVERYONE)('%s takes a project admin’s projects away: only a super admin', async (who) => {
    await expectRule(setAccess(who, PEOPLE.projectAdmin.uid, []), who === 'superAdmin');
  });

  it.each(SIGNED_IN.filter((who) => who !== 'superAdmin'))(
    '%s gives themselves a project to manage: refused',
    async (who) => {
      await expectRule(setAccess(who, PEOPLE[who]!.uid, ['p-private', 'p-other']), false);
    },
  );

  it('a project admin cannot add a project to their own list, nor drop one', async () => {
    const self = PEOPLE.projectAdmin.uid;
    await expectRule(setAccess('projectAdmin', self, ['p-private', 'p-other']), false);
    await expectRule(setAccess('projectAdmin', self, []), false);
  });

  it('a super admin’s grant must stay a list (the record’s shape is checked)', async () => {
    await expectRule(
      updateDoc(doc(dbOf('superAdmin'), 'Users/target'), { projectAdminAccess: 'p-private' }),
      false,
    );
  });
});

describe('finding people and listing project admins', () => {
  it.each(EVERYONE)('%s lists the project administrators: only a super admin', async (who) => {
    const admins = query(collection(dbOf(who), 'Users'), where('projectAdminAccess', '!=', []));
    await expectRule(getDocs(admins), who === 'superAdmin');
  });

  it.each(EVERYONE)('%s finds an account by e-mail address: only a super admin', async (who) => {
    const found = query(collection(dbOf(who), 'Users'), where('email', 'in', ['target@example.test']));
    await expectRule(getDocs(found), who === 'superAdmin');
  });
});
