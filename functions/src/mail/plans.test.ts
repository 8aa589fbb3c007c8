import { describe, expect, it } from 'vitest';
import { callerFrom } from './caller';
import { bookingPlan, groupRequestPlan, invitationPlan, workshopPlan, type WorkshopData } from './plans';

const SUPPORT = 'support@example.test';
const superAdmin = callerFrom('s1', 's1@example.test', { userKeys: ['s1'] }, {});
const facilitator = callerFrom(
  'f1',
  'f1@example.test',
  {},
  { displayName: 'Fatima', Organisations: { o1: { roles: ['facilitator'] } } },
);
const otherFacilitator = callerFrom(
  'f2',
  'f2@example.test',
  {},
  { Organisations: { o1: { roles: ['facilitator'] } } },
);
const member = callerFrom('p1', 'p1@example.test', {}, { Organisations: { o1: { roles: ['member'] } } });
const stranger = callerFrom('x1', 'x1@example.test', {}, undefined);

const workshop: WorkshopData = {
  title: 'River Voices',
  date: '2027-01-01',
  startTime: '10:00',
  endTime: '12:00',
  leadContact: { name: 'Lead', email: 'Lead@Example.test', phone: '' },
  additionalContacts: [{ name: 'Desk', email: 'desk@example.test' }],
  organisationId: 'o1',
  status: 'scheduled',
  facilitators: [{ userId: 'f1', name: 'Fatima', email: 'f1@example.test', type: 'primary' }],
  facilitatorIds: ['f1'],
  responses: { f1: 'available' },
};
const interests = [{ userId: 'p1', name: 'Pat', email: 'p1@example.test', canAttend: true }];
const plan = (
  kind: Parameters<typeof workshopPlan>[0]['kind'],
  caller = facilitator,
  w: WorkshopData | null = workshop,
  freeText?: string,
) =>
  workshopPlan({ kind, caller, workshopId: 'w1', workshop: w, interests, supportAddress: SUPPORT, freeText });

describe('workshop e-mails: who may send, to whom', () => {
  it('a participant update: the assigned facilitator, to participants and contacts, with their message', () => {
    const r = plan('participantUpdate', facilitator, workshop, 'Bring photos');
    expect(r.ok && r.plan.recipients.sort()).toEqual([
      'desk@example.test',
      'lead@example.test',
      'p1@example.test',
    ]);
    expect(r.ok && r.plan.variables).toMatchObject({
      message: 'Bring photos',
      senderName: 'Fatima',
      workshopTitle: 'River Voices',
    });
    expect(r.ok && r.plan.logPerRecipient?.['p1@example.test']).toEqual({ participantId: 'p1' });
  });

  it.each([
    ['another facilitator', otherFacilitator, workshop, 403],
    ['a participant', member, workshop, 403],
    ['a stranger', stranger, workshop, 403],
    ['the facilitator of a cancelled workshop', facilitator, { ...workshop, status: 'cancelled' }, 409],
    ['anyone, for a missing workshop', facilitator, null, 404],
  ] as const)('a participant update by %s is refused (%i)', (_who, caller, w, status) => {
    expect(plan('participantUpdate', caller, w, 'Hi')).toMatchObject({ ok: false, status });
  });

  it('an empty update is refused', () => {
    expect(plan('participantUpdate', facilitator, workshop, '  ')).toMatchObject({ ok: false, status: 409 });
  });

  it('an interest notice: only someone with an interest record, only to support, only while open', () => {
    expect(plan('interestNotification', member)).toMatchObject({ ok: true, plan: { recipients: [SUPPORT] } });
    expect(plan('interestNotification', stranger)).toMatchObject({ ok: false, status: 403 });
    expect(plan('interestNotification', member, { ...workshop, status: 'cancelled' })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('a workshop offer: its managers only, to the facilitators it is offered to, logged as interest', () => {
    const offers = [
      { facilitatorId: 'f1', facilitatorName: 'Fatima', facilitatorEmail: 'F1@example.test' },
      { facilitatorId: 'f2', facilitatorName: 'Felix', facilitatorEmail: 'f2@example.test' },
    ];
    const offer = (caller: typeof superAdmin, w: WorkshopData = workshop) =>
      workshopPlan({
        kind: 'workshopOffer',
        caller,
        workshopId: 'w1',
        workshop: w,
        interests,
        offers,
        appOrigin: 'https://app.example',
        supportAddress: SUPPORT,
      });
    const r = offer(superAdmin);
    expect(r.ok && r.plan.recipients.sort()).toEqual(['f1@example.test', 'f2@example.test']);
    expect(r.ok && r.plan.perRecipient?.['f2@example.test']).toEqual({ facilitatorName: 'Felix' });
    expect(r.ok && r.plan.variables.answerLink).toBe('https://app.example/facilitator-dashboard');
    expect(r.ok && r.plan.log?.type).toBe('interest_notification');
    const orgAdmin = callerFrom(
      'a1',
      'a1@example.test',
      {},
      { Organisations: { o1: { roles: ['organisationAdmin'] } } },
    );
    const otherAdmin = callerFrom(
      'a2',
      'a2@example.test',
      {},
      { Organisations: { o2: { roles: ['organisationAdmin'] } } },
    );
    expect(offer(orgAdmin).ok).toBe(true);
    for (const refused of [otherAdmin, facilitator, member, stranger])
      expect(offer(refused)).toMatchObject({ ok: false, status: 403 });
    expect(offer(superAdmin, { ...workshop, status: 'cancelled' })).toMatchObject({ ok: false, status: 409 });
  });

  it('a facilitator response: only an assigned facilitator who responded, to support', () => {
    expect(plan('facilitatorResponse')).toMatchObject({
      ok: true,
      plan: { recipients: [SUPPORT], variables: { response: 'available' } },
    });
    expect(plan('facilitatorResponse', otherFacilitator)).toMatchObject({ ok: false, status: 403 });
  });

  it('assignment and cancellation: super admins only; each facilitator gets their own name and type', () => {
    const r = plan('assignmentConfirmation', superAdmin);
    expect(r.ok && r.plan.perRecipient).toEqual({
      'f1@example.test': { facilitatorName: 'Fatima', assignmentType: 'primary facilitator' },
    });
    expect(plan('assignmentConfirmation', facilitator)).toMatchObject({ ok: false, status: 403 });
    expect(plan('cancellation', superAdmin)).toMatchObject({ ok: false, status: 409 });
    const c = plan('cancellation', superAdmin, {
      ...workshop,
      status: 'cancelled',
      cancellationReason: 'Flood',
    });
    expect(c.ok && c.plan.recipients.sort()).toEqual([
      'desk@example.test',
      'f1@example.test',
      'lead@example.test',
      'p1@example.test',
    ]);
    // Each participant's copy carries their uid: the rules let them read it back on their dashboard.
    expect(c.ok && c.plan.logPerRecipient).toEqual({ 'p1@example.test': { participantId: 'p1' } });
  });

  it('a kind that is not about a workshop is refused', () => {
    expect(plan('invitation', superAdmin)).toMatchObject({ ok: false, status: 403 });
  });
});

describe('invitations', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  const code = {
    organisationId: 'o1',
    role: 'moderator',
    email: 'Teacher@example.test',
    isActive: true,
    expiresAt: new Date('2026-12-01'),
  };
  const admin = callerFrom('a1', null, {}, { Organisations: { o1: { roles: ['organisationAdmin'] } } });
  const moderator = callerFrom('m1', null, {}, { Organisations: { o1: { roles: ['moderator'] } } });
  const otherAdmin = callerFrom('a2', null, {}, { Organisations: { o2: { roles: ['organisationAdmin'] } } });
  const invite = (caller = admin, accessCode: typeof code | null = code) =>
    invitationPlan({
      caller,
      code: 'ABCD2345',
      accessCode,
      organisationName: 'Hillside',
      appOrigin: 'https://app.test/',
      now,
      roleWording: (r) => `[${r}]`,
      validDays: 7,
    });

  it('go from whoever may grant the role, to the code’s own address, with a link on the app’s address', () => {
    expect(invite()).toMatchObject({
      ok: true,
      plan: {
        recipients: ['teacher@example.test'],
        variables: { joinLink: 'https://app.test/join-org/ABCD2345?role=moderator', role: '[moderator]' },
      },
    });
  });
  it.each([
    ['a moderator inviting a moderator', moderator, code, 403],
    ['an admin of another organisation', otherAdmin, code, 403],
    ['a stranger', stranger, code, 403],
    ['an anonymous class code', admin, { ...code, email: '' }, 409],
    ['a used code', admin, { ...code, isActive: false }, 409],
    ['an expired code', admin, { ...code, expiresAt: new Date('2026-11-01') }, 409],
    ['a missing code', admin, null, 404],
  ] as const)('are refused for %s', (_name, caller, accessCode, status) => {
    expect(invite(caller, accessCode)).toMatchObject({ ok: false, status });
  });
});

describe('booking and group requests', () => {
  it('go to support from their filer or a super admin only', () => {
    const booking = { organisationName: 'Org', preferredDates: ['2027-01-01'], createdBy: 'p1' };
    expect(bookingPlan({ caller: member, requestId: 'b1', booking, supportAddress: SUPPORT })).toMatchObject({
      ok: true,
      plan: {
        recipients: [SUPPORT],
        log: { type: 'booking_request', workshopId: 'b1', workshopTitle: 'Booking: Org' },
      },
    });
    expect(
      bookingPlan({ caller: stranger, requestId: 'b1', booking, supportAddress: SUPPORT }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      groupRequestPlan({ caller: stranger, request: { createdBy: 'p1' }, supportAddress: SUPPORT }),
    ).toMatchObject({ ok: false, status: 403 });
    const g = groupRequestPlan({
      caller: superAdmin,
      request: {
        groupName: 'Y9',
        urgency: 'high',
        availability: { monday: { morning: 'available' } },
        createdBy: 'p1',
      },
      supportAddress: SUPPORT,
    });
    expect(g.ok && g.plan.variables).toMatchObject({
      urgency: 'high (Within 1-2 weeks)',
      availability: 'Monday Morning (9AM-12PM): available',
    });
  });
});
