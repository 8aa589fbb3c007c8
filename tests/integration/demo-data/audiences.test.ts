import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import { audienceRecord, type AudienceDefinition } from '@storytelling/shared/audiences';
import { campaignRecord, type CampaignDoc } from '@storytelling/shared/newsletters';
import { subscriberRecord, type SubscriberStatus } from '@storytelling/shared/subscribers';
import { announcementRecord } from '../../../src/features/announcements/model';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { userRecord } from '../../../scripts/seed/users';
import { waitForValue as until } from '../../../scripts/stack/ports';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { mailQueueIdle } from '../../support/mail-queue';
import { postJson } from '../../support/auth-rest';

/**
 * Named audiences through the real stack: the count the audience screen shows (audienceAction) is the number of
 * messages the server queues and sends when a newsletter or an announcement goes to that audience. Built in an
 * organisation of its own, with people from every source (members by role, a group, a list, workshop
 * participants in a period) in every consent state, so that the expected figure is known exactly.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const ORG = `aud-org-${run}`;
const DAY = 86_400_000;
const address = (who: string) => `${who}-${run}@aud.test`;
const fn = (name: string) => stack.emailEndpoint.replace(/\/sendEmail$/, `/${name}`);

async function token(who: keyof typeof DEMO_ACCOUNTS | 'fresh'): Promise<string> {
  const fresh = who === 'fresh';
  const body = fresh
    ? { email: `fresh-${run}-${Math.random().toString(36).slice(2)}@aud.test`, password: 'secret-123' }
    : DEMO_ACCOUNTS[who];
  const url = fresh ? 'accounts:signUp' : 'accounts:signInWithPassword';
  const res = await fetch(`http://${stack.authHost}/identitytoolkit.googleapis.com/v1/${url}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: body.email, password: body.password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}
const call = (name: string, body: unknown, idToken?: string) => postJson(fn(name), body, idToken);
const caught = async () => (await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[];
const recipientsOf = (mails: CaughtMail[]) => mails.flatMap((m) => m.to).sort();

const LIST = `aud-list-${run}`;
const GROUP = `aud-group-${run}`;
const IN_PERIOD = `aud-ws-in-${run}`;
const CANCELLED = `aud-ws-cancelled-${run}`;
const OUT_OF_PERIOD = `aud-ws-out-${run}`;

/** Who will be e-mailed: subscribed in the organisation and not suppressed, whatever source named them. */
const EXPECTED = ['member-yes', 'grouped-yes', 'listed-yes', 'listed-yes-2', 'participant-yes']
  .map(address)
  .sort();

const definition: AudienceDefinition = {
  organisationId: ORG,
  roles: ['member'],
  groups: [GROUP],
  lists: [LIST],
  workshops: [],
  workshopsFrom: '2027-05-01',
  workshopsTo: '2027-05-31',
};

/** The organisation and its people, written with the builders the app and the seed use. */
async function buildOrganisation() {
  const now = new Date();
  const db = admin.db;
  const batch = db.batch();
  batch.set(db.doc(`Organisations/${ORG}`), { name: `Audience test ${run}`, createdAt: now, updatedAt: now });
  const account = (who: string, roles: string[]) => {
    const person = {
      uid: `${who}-${run}`,
      email: address(who),
      name: `${who[0]!.toUpperCase()}${who.slice(1)} Person`,
    };
    const record = userRecord(person, roles, now, {}, ORG);
    batch.set(db.doc(`Users/${person.uid}`), record);
    batch.set(db.doc(`Organisations/${ORG}/members/${person.uid}`), record.Organisations[ORG]!);
    return person.uid;
  };
  // Members by role: one said yes, one never answered, one said no. The subscriber in a list is also a member.
  account('member-yes', ['member']);
  account('member-none', ['member']);
  account('member-no', ['member']);
  // A facilitator (not a chosen role) who is in the chosen group.
  const grouped = account('grouped-yes', ['facilitator']);
  batch.set(db.doc(`groups/${GROUP}`), {
    name: 'Explorers',
    organisationId: ORG,
    memberIds: [grouped],
    createdAt: now,
    updatedAt: now,
  });
  batch.set(db.doc(`subscriberLists/${LIST}`), {
    organisationId: ORG,
    name: 'Families',
    description: '',
    doubleOptIn: false,
    createdAt: now,
    updatedAt: now,
  });
  const subscriber = (who: string, status: SubscriberStatus, lists: string[] = []) => {
    const r = subscriberRecord({
      organisationId: ORG,
      email: address(who),
      name: who,
      status,
      lists,
      consent: { source: 'manual', at: now, wording: 'Yes please' },
      now,
    });
    batch.set(db.doc(`subscribers/${r.id}`), r.doc);
  };
  subscriber('member-yes', 'subscribed', [LIST]);
  subscriber('member-no', 'unsubscribed');
  subscriber('grouped-yes', 'subscribed');
  subscriber('listed-yes', 'subscribed', [LIST]);
  subscriber('listed-yes-2', 'subscribed', [LIST]);
  subscriber('listed-pending', 'pending', [LIST]);
  subscriber('listed-suppressed', 'subscribed', [LIST]);
  subscriber('participant-yes', 'subscribed');
  subscriber('cancelled-yes', 'subscribed');
  subscriber('outside-yes', 'subscribed');
  batch.set(db.doc(`suppressions/${addressHash(address('listed-suppressed'))}`), {
    addressHash: addressHash(address('listed-suppressed')),
    maskedEmail: 'l••@aud.test',
    reason: 'complaint',
    source: 'test',
    createdAt: now,
  });
  // Workshops: one in the period (two participants), one cancelled in it, one outside it.
  const workshop = (id: string, date: string, status: string, participants: string[]) => {
    batch.set(db.doc(`workshops/${id}`), {
      title: `Walk ${id}`,
      date,
      startTime: '10:00',
      endTime: '12:00',
      organisationId: ORG,
      organisationName: `Audience test ${run}`,
      status,
      facilitators: [],
      facilitatorIds: [],
      participantIds: [],
      createdAt: now,
      updatedAt: now,
    });
    for (const who of participants)
      batch.set(db.doc(`interest/${id}_${who}`), {
        workshopId: id,
        userId: `${who}-${run}`,
        name: who,
        email: address(who),
        canAttend: true,
        needsCoverage: false,
        notes: '',
        createdAt: now,
        updatedAt: now,
      });
  };
  workshop(IN_PERIOD, '2027-05-10', 'scheduled', ['participant-yes', 'participant-none']);
  workshop(CANCELLED, '2027-05-12', 'cancelled', ['cancelled-yes']);
  workshop(OUT_OF_PERIOD, '2027-07-01', 'scheduled', ['outside-yes']);
  await batch.commit();
}

let superAdmin: string;

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  await buildOrganisation();
  superAdmin = await token('superAdmin');
});
afterAll(() => admin.close());

describe('the count', () => {
  it('counts people from every source once, and says who is left out and why', async () => {
    const r = await call(
      'audienceAction',
      { action: 'preview', organisationId: ORG, definition },
      superAdmin,
    );
    expect(r.status).toBe(200);
    // 10 people: 3 members, the grouped facilitator, 4 more on the list, 2 participants in the period.
    expect(r.json).toMatchObject({
      ok: true,
      count: EXPECTED.length,
      people: 10,
      withoutConsent: 3, // member-none, listed-pending, participant-none
      unsubscribed: 1, // member-no
      suppressed: 1, // listed-suppressed
    });
    expect(r.json.preview).toEqual(expect.arrayContaining(['Grouped-yes', 'Member-yes']));
    expect(JSON.stringify(r.json)).not.toContain('@');
  });

  it('refuses the signed-out, a fresh account, another organisation’s admin and a member (401/403)', async () => {
    await admin.db
      .doc(`audiences/aud-${run}-refuse`)
      .set(audienceRecord({ ...definition, name: 'Refused', createdBy: 'x', now: new Date() }));
    const body = { action: 'count', organisationId: ORG, audienceId: `aud-${run}-refuse` };
    expect((await call('audienceAction', body)).status).toBe(401);
    for (const who of ['fresh', 'organisationAdmin', 'member'] as const) {
      const r = await call('audienceAction', body, await token(who));
      expect(r.status, who).toBe(403);
    }
    // Nor may anyone count another organisation's audience as theirs.
    const demoAdmin = await token('organisationAdmin');
    const crossed = await call(
      'audienceAction',
      { action: 'count', organisationId: 'demo-org', audienceId: `aud-${run}-refuse` },
      demoAdmin,
    );
    expect(crossed.status).toBe(403);
  });
});

describe('sending to an audience', () => {
  it('a newsletter to an audience queues and sends exactly the counted messages', async () => {
    const audienceId = `aud-${run}-news`;
    await admin.db.doc(`audiences/${audienceId}`).set(
      audienceRecord({
        ...definition,
        name: 'Everyone',
        createdBy: DEMO_ACCOUNTS.superAdmin.uid,
        now: new Date(),
      }),
    );
    const counted = await call(
      'audienceAction',
      { action: 'count', organisationId: ORG, audienceId },
      superAdmin,
    );
    expect(counted.json.count).toBe(EXPECTED.length);

    const id = `aud-${run}-campaign`;
    const subject = `Audience newsletter ${run}`;
    await admin.db.doc(`campaigns/${id}`).set(
      campaignRecord({
        organisationId: ORG,
        subject,
        html: '<p>Hello everyone</p>',
        lists: [],
        audienceId,
        createdBy: DEMO_ACCOUNTS.superAdmin.uid,
        now: new Date(),
      }),
    );
    expect(
      (await call('newsletterAction', { action: 'send', campaignId: id }, superAdmin)).json,
    ).toMatchObject({
      ok: true,
    });
    const campaignOf = async () => (await admin.db.doc(`campaigns/${id}`).get()).data() as CampaignDoc;
    await until('the campaign sent', async () => (await campaignOf()).state === 'sent', 60_000);
    const done = await campaignOf();
    expect(done).toMatchObject({ total: counted.json.count, sent: counted.json.count, failed: 0 });
    const queued = await admin.db.collection(`mailMessages/${done.messageId}/deliveries`).count().get();
    expect(queued.data().count).toBe(counted.json.count);
    await mailQueueIdle(stack);
    const mails = (await caught()).filter((m) => m.subject === subject);
    expect(recipientsOf(mails)).toEqual(EXPECTED);
  }, 120_000);

  it('an announcement e-mailed to an audience reaches exactly the counted people', async () => {
    const audienceId = `aud-${run}-ann`;
    await admin.db.doc(`audiences/${audienceId}`).set(
      audienceRecord({
        ...definition,
        name: 'Everyone',
        createdBy: DEMO_ACCOUNTS.superAdmin.uid,
        now: new Date(),
      }),
    );
    const counted = await call(
      'audienceAction',
      { action: 'count', organisationId: ORG, audienceId },
      superAdmin,
    );
    const id = `aud-${run}-announcement`;
    const title = `Audience news ${run}`;
    const now = Date.now();
    await admin.db.doc(`announcements/${id}`).set(
      announcementRecord(
        {
          title,
          body: '<p>News for all of you</p>',
          audience: 'organisation',
          organisationId: ORG,
          emailAudienceId: audienceId,
          startsAt: new Date(now - DAY),
          endsAt: new Date(now + DAY),
        },
        DEMO_ACCOUNTS.superAdmin.uid,
        new Date(now),
      ),
    );
    const sent = await call('emailAnnouncement', { announcementId: id }, superAdmin);
    expect(sent.json).toMatchObject({ ok: true, total: counted.json.count });
    await mailQueueIdle(stack);
    const mails = (await caught()).filter((m) => m.subject.includes(title));
    expect(recipientsOf(mails)).toEqual(EXPECTED);
  }, 120_000);

  it('an organisation’s admin cannot send its newsletter to another organisation’s audience', async () => {
    const audienceId = `aud-${run}-foreign`;
    await admin.db
      .doc(`audiences/${audienceId}`)
      .set(audienceRecord({ ...definition, name: 'Foreign', createdBy: 'x', now: new Date() }));
    const id = `aud-${run}-foreign-campaign`;
    const subject = `Foreign ${run}`;
    await admin.db.doc(`campaigns/${id}`).set(
      campaignRecord({
        organisationId: 'demo-org',
        subject,
        html: '<p>Hello</p>',
        lists: [],
        audienceId,
        createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
        now: new Date(),
      }),
    );
    const r = await call(
      'newsletterAction',
      { action: 'send', campaignId: id },
      await token('organisationAdmin'),
    );
    expect(r.status).toBe(403);
    expect((await admin.db.doc(`campaigns/${id}`).get()).get('state')).toBe('draft');
    expect((await caught()).filter((m) => m.subject === subject)).toEqual([]);
  });
});
