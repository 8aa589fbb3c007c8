import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccessCode, getAccessCode, joinWithCode } from '../../src/features/access-codes/service';
import { listGeneratedCodes } from '../../src/features/access-codes/reads';
import { inviteByEmail } from '../../src/features/invites/service';
import { registerOrganisation } from '../../src/features/organisations/service';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { env } from '../../src/lib/env';
import { ERRORS } from '../../src/lib/errors';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { openMembership } from '../support/open-membership';
import { emulatorClient } from '../support/client';

/**
 * Both forms of access code: generated and anonymous codes are 8 characters, the e-mailed code
 * is the full generated id. Each is looked up and joined with through the real services and rules.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}
const people: Person[] = [];
const run = Date.now().toString(36);
let stack: ReturnType<typeof inject<'stack'>>;

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`codes-${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const user = await createAccountOrSignIn(`codes-${name}-${run}@example.test`, 'secret-123', name);
  const p = { app, auth, db, uid: user.uid };
  people.push(p);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

async function mailTo(address: string) {
  const response = await fetch(`${stack.mailUrl}/messages`);
  const messages = (await response.json()) as { to: string[]; text: string; html?: string }[];
  return messages.filter((m) => m.to.some((t) => t.includes(address)));
}

beforeAll(() => {
  stack = inject('stack');
  env.VITE_EMAIL_ENDPOINT = stack.emailEndpoint;
});
afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
});

describe('the e-mailed code is the full generated id, the class code 8 characters', () => {
  let admin: Person;
  let orgId: string;

  beforeAll(async () => {
    admin = await person('admin');
    orgId = await registerOrganisation({ name: `Code Forms ${run}`, type: 'school', description: '' });
    await openMembership(orgId);
  });

  it('an invitation e-mail carries the full id, in the link and as the code', async () => {
    actAs(admin);
    const invited = `codes-invited-${run}@example.test`;
    const { code, emailError } = await inviteByEmail({
      organisationId: orgId,
      email: invited,
      role: 'member',
    });
    expect(emailError).toBeNull();
    expect(code).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await listGeneratedCodes(orgId)).map((c) => c.code)).toContain(code);
    const [mail] = await mailTo(invited);
    expect(mail?.text).toContain(`/join-org/${code}`);
    expect(mail?.text).toContain(`Or enter this access code: ${code}`);

    await person('invited');
    expect((await getAccessCode(code))?.email).toBe(invited);
    await expect(joinWithCode(code)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
    // A personal code is used up by its first use, in either form.
    await person('second');
    await expect(joinWithCode(code)).rejects.toThrow(ERRORS.invalidOrExpiredCode);
  });

  it('the full id is case-sensitive, as Firestore ids are: another case is an invalid code', async () => {
    actAs(admin);
    const code = await createAccessCode({
      organisationId: orgId,
      role: 'member',
      email: `codes-case-${run}@example.test`,
    });
    // Some letter must change case for the check to mean anything.
    const flipped = [...code]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    expect(flipped).not.toBe(code);
    await person('caseless');
    expect(await getAccessCode(flipped)).toBeNull();
    await expect(joinWithCode(flipped)).rejects.toThrow(ERRORS.invalidAccessCode);
    await expect(joinWithCode(` ${code} `)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
  });

  it('an 8-character class code is still accepted, typed in any case', async () => {
    actAs(admin);
    const code = await createAccessCode({ organisationId: orgId, role: 'member' });
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await person('pupil');
    expect((await getAccessCode(code.toLowerCase()))?.code).toBe(code);
    // The organisation lets people in at once (set above), so the join is not left waiting.
    await expect(joinWithCode(` ${code.toLowerCase()} `)).resolves.toEqual({
      organisationId: orgId,
      role: 'member',
      pending: false,
    });
  });

  it.each([
    'ZZZZZZZZ',
    'ZZZZZZZZZZZZZZZZZZZZ',
    'ABC',
    'ABCDEFGHJKMNP',
    'aB3dE5fG7hJ9kL1mN2pQr',
    'aB3dE5fG7h/9kL1mN2pQ',
  ])('refuses %j as an invalid access code', async (text) => {
    await person(`nobody${people.length}`);
    expect(await getAccessCode(text)).toBeNull();
    await expect(joinWithCode(text)).rejects.toThrow(ERRORS.invalidAccessCode);
  });
});
