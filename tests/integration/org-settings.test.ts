import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME, DEMO_ORG_SENDER } from '../../scripts/seed/accounts';
import { adminFor } from '../../scripts/seed/admin';
import { seedAuthAccounts, seedOrganisation } from '../../scripts/seed/users';
import { registerOrganisation, updateOrganisation } from '../../src/features/organisations/service';
import { DEMO_LOGOS, getLogos, getOrganisation } from '../../src/features/organisations/reads';
import {
  settingsChange,
  settingsProblems,
  type SettingsForm,
} from '../../src/features/organisations/settings-form';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';
import { rulesEnvironment } from '../support/rules';

/**
 * Organisation settings (/org-settings) and the logos lookup (which falls back to empty results, with
 * sample data for a demo organisation), through the services the screen calls and the real rules. The file
 * seeds the demo organisation into its rules environment's project, emptied for it, so `demo-org` here is the
 * seed's, not another file's.
 */
const NAME = 'org-settings';
const DENIED = { code: 'permission-denied' };
let rules: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
const run = Date.now().toString(36);

interface Person {
  auth: Auth;
  db: Firestore;
}
async function client(name: string): Promise<Person> {
  const c = await emulatorClient(`${NAME}-${name}-${run}`, rules.projectId);
  apps.push(c.app);
  return { auth: c.auth, db: c.db };
}
async function demoPerson(account: { email: string; password: string }, name: string): Promise<Person> {
  const p = await client(name);
  await signInWithEmailAndPassword(p.auth, account.email, account.password);
  return p;
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

/** The form as the screen fills it from the organisation (OrgSettingsScreen's formOf). */
const seededForm: SettingsForm = {
  name: DEMO_ORG_NAME,
  type: 'school',
  description: 'A primary school collecting the stories of its neighbourhood.',
  logoUrl: '',
  partnerLogoUrls: '',
  allowAnonymousMembers: true,
  requireApproval: true,
  ...DEMO_ORG_SENDER,
  trackOpensAndClicks: false,
};

let admin: Person;
let moderator: Person;

beforeAll(async () => {
  rules = await rulesEnvironment();
  const stack = inject('stack');
  const hosts = { firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  // The Auth emulator serves web clients from the run's own project, so the demo accounts go there (the seed is
  // idempotent); the organisation goes into this file's Firestore project.
  const accounts = adminFor({ projectId: stack.projectId, ...hosts });
  await seedAuthAccounts(accounts.auth);
  await accounts.close();
  const seed = adminFor({ projectId: rules.projectId, ...hosts });
  await seedOrganisation(seed.db, new Date('2026-11-01T09:00:00Z'));
  await seed.close();
  admin = await demoPerson(DEMO_ACCOUNTS.organisationAdmin, 'admin');
  moderator = await demoPerson(DEMO_ACCOUNTS.moderator, 'moderator');
});
afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  await rules.cleanup();
});

describe('the logos lookup', () => {
  it('gives the demo organisation sample logos while it has none of its own', async () => {
    actAs(await client('anonymous'));
    const seeded = await getOrganisation(DEMO_ORG_ID);
    expect(seeded.logoUrl).toBeUndefined();
    expect(seeded.partnerLogoUrls).toEqual([]);
    expect(await getLogos(DEMO_ORG_ID)).toEqual(DEMO_LOGOS);
    expect(DEMO_LOGOS.logoUrl).toBeTruthy();
  });

  it('gives any other organisation without logos, and a missing one, empty results', async () => {
    const founder = await client('founder');
    actAs(founder);
    await createAccountOrSignIn(`founder-${run}@example.test`, 'secret-123', 'Founder');
    const plain = await registerOrganisation({ name: `Plain ${run}`, type: 'school', description: '' });
    expect(await getLogos(plain)).toEqual({ logoUrl: null, partnerLogoUrls: [] });
    expect(await getLogos(`no-such-org-${run}`)).toEqual({ logoUrl: null, partnerLogoUrls: [] });
  });
});

describe('saving organisation settings', () => {
  it('the admin saves the form and it reads back; the logos lookup then shows the organisation’s own', async () => {
    actAs(admin);
    const form: SettingsForm = {
      name: '  Riverside Heritage Academy ',
      type: 'community',
      description: 'Stories of the river.',
      logoUrl: ' https://cdn.example.test/riverside.png ',
      partnerLogoUrls: '/logos/partner-archive.svg\n\n https://cdn.example.test/museum.png \n',
      allowAnonymousMembers: false,
      requireApproval: false,
      senderName: ' Riverside Academy ',
      replyTo: ' Office@Riverside.example ',
      postalAddress: '2 Quay Street\n\nRiverton ',
      trackOpensAndClicks: false,
    };
    expect(settingsProblems(form)).toEqual({});
    await updateOrganisation(DEMO_ORG_ID, settingsChange(form));
    const saved = await getOrganisation(DEMO_ORG_ID);
    expect(saved).toMatchObject({
      name: 'Riverside Heritage Academy',
      type: 'community',
      description: 'Stories of the river.',
      logoUrl: 'https://cdn.example.test/riverside.png',
      partnerLogoUrls: ['/logos/partner-archive.svg', 'https://cdn.example.test/museum.png'],
      settings: {
        allowAnonymousMembers: false,
        requireApproval: false,
        senderName: 'Riverside Academy',
        replyTo: 'office@riverside.example',
        postalAddress: '2 Quay Street\nRiverton',
        trackOpensAndClicks: false,
      },
      adminId: DEMO_ACCOUNTS.organisationAdmin.uid,
    });
    expect(saved.updatedAt.getTime()).toBeGreaterThan(new Date('2026-11-01T09:00:00Z').getTime());
    expect(await getLogos(DEMO_ORG_ID)).toEqual({
      logoUrl: 'https://cdn.example.test/riverside.png',
      partnerLogoUrls: ['/logos/partner-archive.svg', 'https://cdn.example.test/museum.png'],
    });
  });

  it('clearing the logos removes them, and the demo sample shows again', async () => {
    actAs(admin);
    await updateOrganisation(
      DEMO_ORG_ID,
      settingsChange({ ...seededForm, logoUrl: '  ', partnerLogoUrls: '' }),
    );
    const saved = await getOrganisation(DEMO_ORG_ID);
    expect(saved.logoUrl).toBeUndefined();
    expect(saved.partnerLogoUrls).toEqual([]);
    expect(saved.settings).toEqual({
      allowAnonymousMembers: true,
      requireApproval: true,
      ...DEMO_ORG_SENDER,
      trackOpensAndClicks: false,
    });
    expect(await getLogos(DEMO_ORG_ID)).toEqual(DEMO_LOGOS);
  });

  it.each<[string, Partial<SettingsForm>, keyof SettingsForm]>([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description'],
    [
      'more than 20 partner logos',
      { partnerLogoUrls: Array.from({ length: 21 }, (_, i) => `/l${i}.png`).join('\n') },
      'partnerLogoUrls',
    ],
    [
      'a sender name that would break the From header',
      { senderName: 'Riverside\nBcc: x@y.example' },
      'senderName',
    ],
    ['a Reply-To that is not one address', { replyTo: 'office@' }, 'replyTo'],
  ])('the form refuses %s, and so do the rules when the form is bypassed', async (_what, change, field) => {
    const form = { ...seededForm, ...change };
    expect(settingsProblems(form)[field]).toBeDefined();
    actAs(admin);
    await expect(updateOrganisation(DEMO_ORG_ID, settingsChange(form))).rejects.toMatchObject(DENIED);
    expect((await getOrganisation(DEMO_ORG_ID)).name).toBe(DEMO_ORG_NAME);
  });

  it('the form refuses logo addresses that are not https or a path on this site', () => {
    for (const logoUrl of [
      'javascript:alert(1)',
      'http://x.test/a.png',
      '//evil.test/a.png',
      'data:image/png;base64,AA',
    ])
      expect(settingsProblems({ ...seededForm, logoUrl }).logoUrl).toBeDefined();
  });

  it.each([
    [
      'an unknown settings key',
      { settings: { allowAnonymousMembers: true, requireApproval: true, open: true } },
    ],
    [
      'a settings flag that is not a boolean',
      { settings: { allowAnonymousMembers: 'yes', requireApproval: true } },
    ],
    ['a field the app does not write', { secret: 1 }],
    ['another admin', { adminId: DEMO_ACCOUNTS.moderator.uid }],
  ])('the rules refuse the admin writing %s', async (_what, change) => {
    await expect(
      updateDoc(doc(admin.db, 'Organisations', DEMO_ORG_ID), { ...change, updatedAt: serverTimestamp() }),
    ).rejects.toMatchObject(DENIED);
  });

  it('a moderator of the organisation, or a fresh account, cannot save its settings', async () => {
    const change = settingsChange({ ...seededForm, name: 'Taken over', replyTo: 'taken@over.example' });
    actAs(moderator);
    await expect(updateOrganisation(DEMO_ORG_ID, change)).rejects.toMatchObject(DENIED);
    const stranger = await client('stranger');
    actAs(stranger);
    await createAccountOrSignIn(`stranger-${run}@example.test`, 'secret-123', 'Stranger');
    await expect(updateOrganisation(DEMO_ORG_ID, change)).rejects.toMatchObject(DENIED);
    expect((await getOrganisation(DEMO_ORG_ID)).name).toBe(DEMO_ORG_NAME);
  });
});
