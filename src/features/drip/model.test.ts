import { describe, expect, it } from 'vitest';
import {
  delayWording,
  dryRun,
  exitReasonFor,
  isDue,
  moveStep,
  nextDue,
  nextInWindow,
  stepFigures,
  zDripCampaignForm,
  zDripStep,
  type DripStep,
} from './model';
import { dripEnrollmentId, dripEnrollmentRecord } from '@storytelling/shared/drip';

const at = (iso: string) => new Date(iso);
const H = 3_600_000;
const step = (id: string, over: Partial<DripStep> = {}): DripStep => ({
  id,
  subject: `Subject ${id}`,
  bodyHtml: '<p>Hello</p>',
  delayAmount: 0,
  delayUnit: 'days',
  sendingHours: null,
  ...over,
});
const campaign = (steps: DripStep[], over: Record<string, unknown> = {}) => ({
  steps,
  timeZone: 'UTC',
  state: 'active' as const,
  exitOn: { paused: true, goalBooked: true },
  ...over,
});
const enrolment = (startAt: Date, steps: Record<string, Date> = {}) => ({
  startAt,
  steps: Object.fromEntries(
    Object.entries(steps).map(([id, d]) => [id, { status: 'sent' as const, at: d, messageId: 'm' }]),
  ),
});

describe('next due time', () => {
  const three = [
    step('a'),
    step('b', { delayAmount: 2 }),
    step('c', { delayAmount: 12, delayUnit: 'hours' }),
  ];
  it('counts the first delay from enrolment and each next one from the step before', () => {
    const start = at('2026-03-02T08:00:00Z');
    expect(nextDue(campaign(three), enrolment(start))?.at).toEqual(start);
    const sentA = at('2026-03-02T08:05:00Z');
    const due = nextDue(campaign(three), enrolment(start, { a: sentA }));
    expect(due?.step.id).toBe('b');
    expect(due?.at).toEqual(new Date(sentA.getTime() + 48 * H));
    const sentB = at('2026-03-04T09:00:00Z');
    expect(nextDue(campaign(three), enrolment(start, { a: sentA, b: sentB }))?.at).toEqual(
      at('2026-03-04T21:00:00Z'),
    );
    expect(nextDue(campaign(three), enrolment(start, { a: sentA, b: sentB, c: sentB }))).toBeNull();
  });

  it('follows the current order: a reordered campaign sends the first step not yet had', () => {
    const reordered = [step('b', { delayAmount: 2 }), step('a'), step('c')];
    const due = nextDue(
      campaign(reordered),
      enrolment(at('2026-03-01T00:00:00Z'), { a: at('2026-03-01T00:00:00Z') }),
    );
    expect(due?.step.id).toBe('b');
    expect(due?.index).toBe(0);
  });

  it('is due only once its time has come, by the injected clock', () => {
    const c = campaign([step('a', { delayAmount: 1 })]);
    const e = enrolment(at('2026-03-01T10:00:00Z'));
    expect(isDue(c, e, at('2026-03-02T09:59:00Z'))).toBeNull();
    expect(isDue(c, e, at('2026-03-02T10:00:00Z'))?.step.id).toBe('a');
  });
});

describe('sending hours', () => {
  const office = { start: '09:00', end: '17:00' };
  it('keeps a time inside the window and moves one outside to the next opening', () => {
    expect(nextInWindow(at('2026-03-02T10:30:00Z'), office, 'UTC')).toEqual(at('2026-03-02T10:30:00Z'));
    expect(nextInWindow(at('2026-03-02T06:10:00Z'), office, 'UTC')).toEqual(at('2026-03-02T09:00:00Z'));
    expect(nextInWindow(at('2026-03-02T17:00:00Z'), office, 'UTC')).toEqual(at('2026-03-03T09:00:00Z'));
    expect(nextInWindow(at('2026-03-02T23:59:00Z'), office, 'UTC')).toEqual(at('2026-03-03T09:00:00Z'));
  });

  it('reads the window in the campaign’s time zone (London summer time is UTC+1)', () => {
    // 07:30 UTC is 08:30 in London in July: the window opens at 09:00 London = 08:00 UTC.
    expect(nextInWindow(at('2026-07-01T07:30:00Z'), office, 'Europe/London')).toEqual(
      at('2026-07-01T08:00:00Z'),
    );
  });

  it('holds an overdue step outside the window until it opens again', () => {
    const c = campaign([step('a', { sendingHours: office })]);
    const e = enrolment(at('2026-03-02T10:00:00Z'));
    expect(isDue(c, e, at('2026-03-02T12:00:00Z'))?.step.id).toBe('a');
    expect(isDue(c, e, at('2026-03-02T18:00:00Z'))).toBeNull();
    expect(isDue(c, e, at('2026-03-03T09:00:00Z'))?.step.id).toBe('a');
  });

  it('refuses a window that ends before it starts', () => {
    const parsed = zDripCampaignForm.safeParse({
      name: 'x',
      trigger: { type: 'bookingRequested' },
      steps: [step('a', { sendingHours: { start: '17:00', end: '09:00' } })],
      exitOn: { paused: true, goalBooked: false },
      timeZone: 'UTC',
    });
    expect(parsed.success).toBe(false);
  });
});

describe('exits', () => {
  const facts = { subscriberStatus: 'subscribed', suppressed: false, bookedSince: false };
  it('always ends on unsubscribe, bounce and suppression', () => {
    const c = campaign([], { exitOn: { paused: false, goalBooked: false } });
    expect(exitReasonFor(c, { ...facts, subscriberStatus: 'unsubscribed' })).toBe('unsubscribed');
    expect(exitReasonFor(c, { ...facts, subscriberStatus: 'bounced' })).toBe('bounced');
    expect(exitReasonFor(c, { ...facts, suppressed: true })).toBe('suppressed');
    expect(exitReasonFor(c, facts)).toBeNull();
  });
  it('ends on pause and goal only when the campaign says so', () => {
    expect(exitReasonFor(campaign([], { state: 'paused' }), facts)).toBe('paused');
    expect(
      exitReasonFor(campaign([], { state: 'paused', exitOn: { paused: false, goalBooked: true } }), facts),
    ).toBeNull();
    expect(exitReasonFor(campaign([]), { ...facts, bookedSince: true })).toBe('goal');
    expect(
      exitReasonFor(campaign([], { exitOn: { paused: true, goalBooked: false } }), {
        ...facts,
        bookedSince: true,
      }),
    ).toBeNull();
  });
});

describe('dry run', () => {
  const steps = [step('a'), step('b', { delayAmount: 2 }), step('c', { delayAmount: 7 })];
  const now = at('2026-03-10T12:00:00Z');
  const person = (email: string, start: Date, sent: Record<string, Date> = {}, status = 'active') => ({
    id: dripEnrollmentId('c1', email),
    email,
    name: email,
    status: status as 'active',
    ...enrolment(start, sent),
  });

  it('lists who gets which step when in the next 7 days, overdue ones now, in time order', () => {
    const list = dryRun(
      campaign(steps),
      [
        person('new@example.test', at('2026-03-10T11:00:00Z')),
        person('mid@example.test', at('2026-03-01T00:00:00Z'), { a: at('2026-03-09T12:00:00Z') }),
        person('gone@example.test', at('2026-03-01T00:00:00Z'), {}, 'exited'),
      ],
      now,
    );
    expect(list.map((e) => [e.email, e.stepNumber, e.at.toISOString()])).toEqual([
      ['new@example.test', 1, '2026-03-10T12:00:00.000Z'],
      ['mid@example.test', 2, '2026-03-11T12:00:00.000Z'],
      ['new@example.test', 2, '2026-03-12T12:00:00.000Z'],
    ]);
  });

  it('lists nothing for a campaign that is not active', () => {
    expect(dryRun(campaign(steps, { state: 'paused' }), [person('x@example.test', now)], now)).toEqual([]);
  });
});

describe('figures, records and editing', () => {
  it('counts per step: waiting, sent, failed, exited', () => {
    const c = campaign([step('a'), step('b'), step('c')]);
    const figures = stepFigures(c, [
      { status: 'active', ...enrolment(at('2026-01-01'), { a: at('2026-01-01') }) },
      { status: 'active', ...enrolment(at('2026-01-01')) },
      {
        status: 'exited',
        exitedAtStep: 'b',
        steps: { a: { status: 'failed', at: at('2026-01-01'), messageId: 'm' } },
      },
      {
        status: 'completed',
        ...enrolment(at('2026-01-01'), { a: at('2026-01-01'), b: at('2026-01-02'), c: at('2026-01-03') }),
      },
    ]);
    expect(figures).toEqual([
      { stepId: 'a', waiting: 1, sent: 2, failed: 1, exited: 0 },
      { stepId: 'b', waiting: 1, sent: 1, failed: 0, exited: 1 },
      { stepId: 'c', waiting: 0, sent: 1, failed: 0, exited: 0 },
    ]);
  });

  it('derives one enrolment id per campaign and address, whatever the case and spaces', () => {
    const a = dripEnrollmentRecord({
      organisationId: 'o',
      campaignId: 'c1',
      email: ' Pat@Example.test ',
      source: 'manual',
      startAt: at('2026-01-01'),
      now: at('2026-01-01'),
    });
    expect(a.id).toBe(dripEnrollmentId('c1', 'pat@example.test'));
    expect(a.doc.email).toBe('pat@example.test');
    expect(a.id).not.toBe(dripEnrollmentId('c2', 'pat@example.test'));
  });

  it('moves steps up and down, never out of range', () => {
    expect(moveStep(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveStep(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the server’s own check of a campaign’s steps', () => {
  it('accepts good steps and names the fault of bad ones', async () => {
    const { stepsProblem } = await import('@storytelling/shared/drip');
    expect(
      stepsProblem([step('a'), step('b', { sendingHours: { start: '09:00', end: '17:00' } })]),
    ).toBeNull();
    expect(stepsProblem([step('a'), step('a')])).toMatch(/each once/);
    expect(stepsProblem([step('a', { sendingHours: { start: '17:00', end: '09:00' } })])).toMatch(
      /sending hours/,
    );
    expect(stepsProblem([step('a', { sendingHours: { start: '9am', end: '17:00' } })])).toMatch(
      /sending hours/,
    );
    expect(stepsProblem([step('a', { delayAmount: 1.5 })])).toMatch(/delay/);
    expect(stepsProblem([step('a.b')])).toMatch(/step id/);
    expect(stepsProblem(Array.from({ length: 6 }, (_, i) => step(`s${i}`)))).toMatch(/at most 5/);
  });
});

describe('waits in minutes', () => {
  it('a step can wait minutes: counted as such, worded as such, up to the longest wait', () => {
    const start = at('2026-03-02T08:00:00Z');
    const steps = [step('a'), step('b', { delayAmount: 30, delayUnit: 'minutes' })];
    const sentA = at('2026-03-02T08:00:10Z');
    expect(nextDue(campaign(steps), enrolment(start, { a: sentA }))?.at).toEqual(
      new Date(sentA.getTime() + 30 * 60_000),
    );
    expect(delayWording(steps[1]!, false)).toBe('30 minutes after the previous step');
    expect(delayWording({ ...steps[1]!, delayAmount: 1 }, true)).toBe('1 minute after enrolment');
    expect(zDripStep.safeParse(step('c', { delayAmount: 365 * 24 * 60, delayUnit: 'minutes' })).success).toBe(
      true,
    );
    const tooLong = zDripStep.safeParse(step('c', { delayAmount: 365 * 24 * 60 + 1, delayUnit: 'minutes' }));
    expect(tooLong.error?.issues[0]?.message).toBe(`At most ${365 * 24 * 60} minutes`);
  });
});
