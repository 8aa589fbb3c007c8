import { describe, expect, it } from 'vitest';
import {
  announcementFields,
  announcementRecord,
  announcementState,
  audienceChoiceOf,
  audiencesFor,
  audienceText,
  boardMessages,
  isAddressedTo,
  mayWriteAudience,
  READ_MARKS_KEPT,
  toLocalDateTime,
  unreadCount,
  withReadMark,
  zAnnouncementForm,
  type AnnouncementForm,
  type Reader,
} from './model';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const msg = (id: string, over: Partial<Parameters<typeof announcementRecord>[0]> = {}) => ({
  id,
  ...announcementRecord(
    { title: id, body: '<p>x</p>', audience: 'signedIn', startsAt: at(-1), endsAt: at(1), ...over },
    'u',
    at(-2),
  ),
});
const member: Reader = { uid: 'm', roles: { org1: ['member'] }, workshopIds: ['w1'] };
const facilitator: Reader = { uid: 'f', roles: { org1: ['facilitator'] }, workshopIds: [] };

describe('announcementState', () => {
  it('is scheduled before its start, current from start to end inclusive, ended after', () => {
    const a = { startsAt: at(0), endsAt: at(2) };
    expect(announcementState(a, at(-0.001))).toBe('scheduled');
    expect(announcementState(a, at(0))).toBe('current');
    expect(announcementState(a, at(2))).toBe('current');
    expect(announcementState(a, at(2.001))).toBe('ended');
  });
});

describe('who a message is addressed to', () => {
  it('facilitators: any organisation’s facilitators, not members', () => {
    const a = msg('a', { audience: 'facilitators' });
    expect(isAddressedTo(a, facilitator)).toBe(true);
    expect(isAddressedTo(a, member)).toBe(false);
  });
  it("an organisation's facilitators: the facilitator role there, not elsewhere, not its members", () => {
    const a = msg('a', { audience: 'facilitators', organisationId: 'org1' });
    expect(isAddressedTo(a, facilitator)).toBe(true);
    expect(isAddressedTo(a, { ...facilitator, roles: { org2: ['facilitator'] } })).toBe(false);
    expect(isAddressedTo(a, member)).toBe(false);
  });
  it("an organisation's members: the member role there, not its facilitators nor another organisation's", () => {
    const a = msg('a', { audience: 'organisation', organisationId: 'org1' });
    expect(isAddressedTo(a, member)).toBe(true);
    expect(isAddressedTo(a, facilitator)).toBe(false);
    expect(isAddressedTo(a, { ...member, roles: { org2: ['member'] } })).toBe(false);
  });
  it("a workshop's participants: only those who take part in it", () => {
    const a = msg('a', { audience: 'workshop', organisationId: 'org1', workshopId: 'w1' });
    expect(isAddressedTo(a, member)).toBe(true);
    expect(isAddressedTo(a, { ...member, workshopIds: ['w2'] })).toBe(false);
  });
  it('everyone signed in: everybody', () => {
    expect(isAddressedTo(msg('a'), facilitator)).toBe(true);
  });
});

describe('boardMessages', () => {
  it('keeps the current ones addressed to the reader, once each, pinned first then newest first', () => {
    const list = [
      msg('old', { startsAt: at(-3) }),
      msg('new', { startsAt: at(-0.5) }),
      msg('pinned', { pinned: true, startsAt: at(-5) }),
      msg('future', { startsAt: at(1), endsAt: at(3) }),
      msg('ended', { startsAt: at(-5), endsAt: at(-1) }),
      msg('forFacilitators', { audience: 'facilitators' }),
    ];
    const ids = boardMessages([...list, list[0]!], member, now).map((m) => m.id);
    expect(ids).toEqual(['pinned', 'new', 'old']);
  });
  it('counts unread ones, and read marks keep only the newest', () => {
    const board = [msg('a'), msg('b')];
    expect(unreadCount(board, {})).toBe(2);
    const read = withReadMark({}, 'a', now);
    expect(unreadCount(board, read)).toBe(1);
    let many = {};
    for (let i = 0; i < READ_MARKS_KEPT + 5; i++) many = withReadMark(many, `m${i}`, at(i / 1000));
    expect(Object.keys(many)).toHaveLength(READ_MARKS_KEPT);
    expect(many).toHaveProperty(`m${READ_MARKS_KEPT + 4}`);
    expect(many).not.toHaveProperty('m0');
  });
});

describe('who may write which audience', () => {
  const superAdmin = { superAdmin: true, roles: {} };
  const admin = { superAdmin: false, roles: { org1: ['organisationAdmin'] } };
  const moderator = { superAdmin: false, roles: { org1: ['moderator'] } };
  const fac = { superAdmin: false, roles: { org1: ['facilitator'] } };
  it('super admins any; staff their own members and workshops; others nothing', () => {
    expect(audiencesFor(superAdmin)).toEqual([
      'facilitators',
      'organisation',
      'workshop',
      'signedIn',
      'organisationFacilitators',
    ]);
    expect(audiencesFor(admin)).toEqual(['organisation', 'workshop', 'organisationFacilitators']);
    expect(audiencesFor(moderator)).toEqual(['organisation', 'workshop']);
    expect(audiencesFor(fac)).toEqual([]);
    expect(mayWriteAudience(superAdmin, { audience: 'facilitators', organisationId: '' })).toBe(true);
    expect(mayWriteAudience(admin, { audience: 'facilitators', organisationId: '' })).toBe(false);
    expect(mayWriteAudience(moderator, { audience: 'workshop', organisationId: 'org1' })).toBe(true);
    expect(mayWriteAudience(admin, { audience: 'organisation', organisationId: 'org2' })).toBe(false);
    expect(mayWriteAudience(fac, { audience: 'organisation', organisationId: 'org1' })).toBe(false);
  });
  it("an organisation's admins address its facilitators; its moderators and other organisations' admins do not", () => {
    const ours = { audience: 'facilitators' as const, organisationId: 'org1' };
    expect(mayWriteAudience(admin, ours)).toBe(true);
    expect(mayWriteAudience(superAdmin, ours)).toBe(true);
    expect(mayWriteAudience(moderator, ours)).toBe(false);
    expect(mayWriteAudience(fac, ours)).toBe(false);
    expect(mayWriteAudience({ superAdmin: false, roles: { org2: ['organisationAdmin'] } }, ours)).toBe(false);
  });
});

describe('the editor form', () => {
  const form = (over: Partial<AnnouncementForm> = {}): AnnouncementForm => ({
    title: 'Hello',
    body: '<p>Hi</p>',
    audience: 'organisation',
    organisationId: 'org1',
    workshopId: '',
    emailAudienceId: '',
    startsAt: toLocalDateTime(at(0)),
    endsAt: toLocalDateTime(at(1)),
    pinned: false,
    sendEmail: false,
    ...over,
  });
  const errors = (f: AnnouncementForm) => {
    const r = zAnnouncementForm.safeParse(f);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a complete message', () => expect(errors(form())).toEqual({}));
  it('says what is missing or wrong, field by field', () => {
    expect(errors(form({ title: '  ' }))).toHaveProperty('title', 'Give the message a title');
    expect(errors(form({ title: 'x'.repeat(201) }))).toHaveProperty('title');
    expect(errors(form({ body: '<p></p>' }))).toHaveProperty('body', 'Write the message');
    expect(errors(form({ organisationId: '' }))).toHaveProperty('organisationId', 'Choose the organisation');
    expect(errors(form({ audience: 'workshop' }))).toHaveProperty('workshopId', 'Choose the workshop');
    expect(errors(form({ endsAt: form().startsAt }))).toHaveProperty(
      'endsAt',
      'The end must be after the start',
    );
    expect(errors(form({ startsAt: '' }))).toHaveProperty('startsAt', 'Choose when it starts');
  });
  it('clears the organisation and workshop of platform-wide audiences, and keeps a workshop’s title', () => {
    const f = announcementFields(form({ audience: 'facilitators', workshopId: 'w1' }), 'Harbour');
    expect(f).toMatchObject({ organisationId: '', workshopId: '', workshopTitle: '' });
    const w = announcementFields(form({ audience: 'workshop', workshopId: 'w1' }), 'Harbour');
    expect(w).toMatchObject({ organisationId: 'org1', workshopId: 'w1', workshopTitle: 'Harbour' });
    expect(w.startsAt.getTime()).toBe(new Date(toLocalDateTime(at(0))).getTime());
  });
  it("stores an organisation's facilitators as 'facilitators' with its id, and reads it back as that choice", () => {
    const f = announcementFields(
      form({ audience: 'organisationFacilitators', workshopId: 'w1', emailAudienceId: 'aud' }),
      '',
    );
    expect(f).toMatchObject({
      audience: 'facilitators',
      organisationId: 'org1',
      workshopId: '',
      emailAudienceId: '',
    });
    expect(audienceChoiceOf(f)).toBe('organisationFacilitators');
    expect(audienceChoiceOf({ audience: 'facilitators', organisationId: '' })).toBe('facilitators');
    expect(errors(form({ audience: 'organisationFacilitators', organisationId: '' }))).toHaveProperty(
      'organisationId',
      'Choose the organisation',
    );
    expect(audienceText(f, () => 'Riverside')).toBe('Facilitators of Riverside');
  });
});
