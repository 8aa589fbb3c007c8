import { describe, expect, it } from 'vitest';
import { callerFrom } from '../mail/caller';
import {
  announcementMessageId,
  announcementPlan,
  audienceAddresses,
  mayEmail,
  type AnnouncementData,
  type UserData,
} from './audience';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const a = (over: Partial<AnnouncementData> = {}): AnnouncementData => ({
  title: 'Kits',
  body: '<p>Hello</p>',
  audience: 'organisation',
  organisationId: 'org1',
  workshopId: '',
  startsAt: new Date(now.getTime() - DAY),
  endsAt: new Date(now.getTime() + DAY),
  ...over,
});
const user = (roles: Record<string, string[]>, extra: Record<string, unknown> = {}) => ({
  Organisations: Object.fromEntries(Object.entries(roles).map(([org, r]) => [org, { roles: r }])),
  ...extra,
});
const caller = (roles: Record<string, string[]>, superAdmin = false) =>
  callerFrom('u1', 'u1@example.test', superAdmin ? { userKeys: ['u1'] } : {}, user(roles));

describe('who may e-mail an announcement', () => {
  it('super admins any audience; an organisation’s staff only its members and workshops', () => {
    expect(
      mayEmail(caller({}, true), a({ audience: 'facilitators', organisationId: '' }), null, now).ok,
    ).toBe(true);
    expect(mayEmail(caller({ org1: ['organisationAdmin'] }), a(), null, now).ok).toBe(true);
    expect(mayEmail(caller({ org1: ['moderator'] }), a(), null, now).ok).toBe(true);
    expect(
      mayEmail(caller({ org1: ['moderator'] }), a({ audience: 'signedIn', organisationId: '' }), null, now),
    ).toMatchObject({ ok: false, status: 403 });
    expect(mayEmail(caller({ org2: ['organisationAdmin'] }), a(), null, now)).toMatchObject({ status: 403 });
    expect(mayEmail(caller({ org1: ['facilitator', 'member'] }), a(), null, now)).toMatchObject({
      status: 403,
    });
    expect(mayEmail(caller({}), a(), null, now)).toMatchObject({ status: 403 });
  });
  it("an organisation's facilitators: its admins and super admins, not its moderators nor another's admins", () => {
    const f = a({ audience: 'facilitators' });
    expect(mayEmail(caller({ org1: ['organisationAdmin'] }), f, null, now).ok).toBe(true);
    expect(mayEmail(caller({}, true), f, null, now).ok).toBe(true);
    expect(mayEmail(caller({ org1: ['moderator'] }), f, null, now)).toMatchObject({ status: 403 });
    expect(mayEmail(caller({ org2: ['organisationAdmin'] }), f, null, now)).toMatchObject({ status: 403 });
    expect(mayEmail(caller({ org1: ['facilitator'] }), f, null, now)).toMatchObject({ status: 403 });
    expect(mayEmail(caller({}), f, null, now)).toMatchObject({ status: 403 });
    // Every facilitator stays the super admins' to write.
    expect(
      mayEmail(
        caller({ org1: ['organisationAdmin'] }),
        a({ audience: 'facilitators', organisationId: '' }),
        null,
        now,
      ),
    ).toMatchObject({ status: 403 });
  });
  it("a workshop's message only when the workshop really is the organisation's", () => {
    const w = a({ audience: 'workshop', workshopId: 'w1' });
    expect(mayEmail(caller({ org1: ['organisationAdmin'] }), w, 'org1', now).ok).toBe(true);
    expect(mayEmail(caller({ org1: ['organisationAdmin'] }), w, 'org2', now)).toMatchObject({ status: 403 });
    expect(mayEmail(caller({}, true), w, null, now)).toMatchObject({ status: 403 });
  });
  it('not once it has ended', () => {
    expect(mayEmail(caller({}, true), a({ endsAt: new Date(now.getTime() - 1) }), null, now)).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});

describe('the audience’s addresses', () => {
  const users: UserData[] = [
    { email: 'Fac@Example.test', ...user({ org1: ['facilitator'] }) },
    { email: 'member@example.test', ...user({ org1: ['member'] }) },
    { email: 'member@example.test', ...user({ org1: ['member'] }) },
    { email: 'other@example.test', ...user({ org2: ['member'] }) },
    { email: 'temp@example.test', ...user({ org1: ['member'] }, { isTemporary: true }) },
    { email: 'evil@example.test\r\nBcc: x@y.z', ...user({ org1: ['member'] }) },
    { ...user({ org1: ['member'] }) },
  ];
  it('facilitators of any organisation, lower-cased', () => {
    const all = [...users, { email: 'fac2@example.test', ...user({ org2: ['facilitator'] }) }];
    expect(audienceAddresses(a({ audience: 'facilitators', organisationId: '' }), all)).toEqual([
      'fac@example.test',
      'fac2@example.test',
    ]);
  });
  it("one organisation's facilitators only", () => {
    const all = [...users, { email: 'fac2@example.test', ...user({ org2: ['facilitator'] }) }];
    expect(audienceAddresses(a({ audience: 'facilitators' }), all)).toEqual(['fac@example.test']);
  });
  it("an organisation's members once each, no temporary members, nothing that is not one mailbox", () => {
    expect(audienceAddresses(a(), users)).toEqual(['member@example.test']);
  });
  it('everyone signed in', () => {
    expect(audienceAddresses(a({ audience: 'signedIn' }), users)).toEqual([
      'fac@example.test',
      'member@example.test',
      'other@example.test',
    ]);
  });
});

describe('the mail plan', () => {
  it('sanitises the body again and gives a plain-text version', () => {
    const plan = announcementPlan(
      a({
        body: '<p onclick="x()">Hi <strong>all</strong></p><script>steal()</script><ul><li>one</li></ul>',
      }),
      ['m@example.test'],
      'Olivia',
      'Riverside',
    );
    expect(plan.kind).toBe('announcement');
    expect(plan.variables.content).toBe('<p>Hi <strong>all</strong></p><ul><li>one</li></ul>');
    expect(plan.variables.contentText).toBe('Hi all\n\n- one');
    expect(plan.variables.audienceName).toBe('the members of Riverside');
    expect(plan.organisationId).toBe('org1');
  });
  it('one message id per announcement', () => {
    expect(announcementMessageId('x')).toBe(announcementMessageId('x'));
    expect(announcementMessageId('x')).not.toBe(announcementMessageId('y'));
  });
});
