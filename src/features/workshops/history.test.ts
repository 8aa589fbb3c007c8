import { describe, expect, it } from 'vitest';
import {
  notYetRegistered,
  offersByStanding,
  participantHistory,
  standingOf,
  type ReceivedUpdate,
} from './history';
import type { InterestRecord, PublicWorkshop } from './model';

const today = '2026-11-22';
const workshop = (id: string, over: Partial<PublicWorkshop> = {}): PublicWorkshop & { id: string } => ({
  id,
  title: id,
  date: '2026-12-01',
  startTime: '10:00',
  endTime: '12:00',
  address: '',
  description: '',
  organisationId: '',
  organisationName: '',
  duration: 2,
  status: 'scheduled',
  ...over,
});
const interest = (workshopId: string): InterestRecord => ({
  workshopId,
  userId: 'p1',
  name: 'Pat',
  email: 'p1@example.test',
  canAttend: true,
  needsCoverage: false,
  notes: '',
});
const update = (workshopId: string, day: string): ReceivedUpdate => ({
  workshopId,
  type: 'participant_update',
  subject: `Update ${day}`,
  sentAt: new Date(`${day}T10:00:00Z`),
});

describe('standingOf', () => {
  it('says cancelled and delivered whatever the date, upcoming until the day has gone, then past', () => {
    expect(standingOf({ status: 'cancelled', date: '2026-12-01' }, today)).toBe('cancelled');
    expect(standingOf({ status: 'cancelled', date: '2026-01-01' }, today)).toBe('cancelled');
    expect(standingOf({ status: 'completed', date: '2026-11-01' }, today)).toBe('delivered');
    expect(standingOf({ status: 'confirmed', date: today }, today)).toBe('upcoming');
    expect(standingOf({ status: 'scheduled', date: '2026-11-21' }, today)).toBe('past');
  });
});

describe('participantHistory', () => {
  const workshops = new Map([
    ['later', workshop('later', { date: '2026-12-20' })],
    ['sooner', workshop('sooner', { date: '2026-12-01' })],
    ['off', workshop('off', { status: 'cancelled', cancellationReason: 'Flooded hall', date: '2026-12-05' })],
    ['done', workshop('done', { status: 'completed', date: '2026-10-01' })],
    ['gone', null],
  ]);
  const mine = ['later', 'sooner', 'off', 'done', 'gone', 'unknown'].map(interest);

  it('splits my workshops into those to come (soonest first) and the earlier ones (latest first)', () => {
    const { upcoming, earlier } = participantHistory(mine, workshops, [], today);
    expect(upcoming.map((m) => m.id)).toEqual(['sooner', 'later']);
    expect(earlier.map((m) => [m.id, m.standing])).toEqual([
      ['off', 'cancelled'],
      ['done', 'delivered'],
      ['gone', 'removed'],
      ['unknown', 'removed'],
    ]);
    expect(earlier[0]!.workshop?.cancellationReason).toBe('Flooded hall');
  });

  it('lets me change my answer only while the workshop is open and to come', () => {
    const { upcoming, earlier } = participantHistory(mine, workshops, [], today);
    expect(upcoming.every((m) => m.canChangeAnswer)).toBe(true);
    expect(earlier.some((m) => m.canChangeAnswer)).toBe(false);
  });

  it('gives each workshop only its own updates, newest first', () => {
    const updates = [
      update('sooner', '2026-11-01'),
      update('off', '2026-11-10'),
      update('sooner', '2026-11-05'),
    ];
    const { upcoming, earlier } = participantHistory(mine, workshops, updates, today);
    expect(upcoming[0]!.updates.map((u) => u.subject)).toEqual(['Update 2026-11-05', 'Update 2026-11-01']);
    expect(upcoming[1]!.updates).toEqual([]);
    expect(earlier[0]!.updates.map((u) => u.subject)).toEqual(['Update 2026-11-10']);
  });

  it('is empty when I registered for nothing', () => {
    expect(participantHistory([], workshops, [], today)).toEqual({ upcoming: [], earlier: [] });
  });
});

describe('notYetRegistered', () => {
  it('leaves out the open workshops I already registered for', () => {
    const open = [workshop('a'), workshop('b'), workshop('c')];
    expect(notYetRegistered(open, [interest('b')]).map((w) => w.id)).toEqual(['a', 'c']);
    expect(notYetRegistered(open, []).map((w) => w.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('offersByStanding', () => {
  it('moves offers of cancelled or delivered workshops out of the open ones, unless I was assigned to it', () => {
    const offers = ['open', 'off', 'done', 'offButAssigned', 'unknown'].map((workshopId) => ({ workshopId }));
    const workshops = new Map([
      ['open', workshop('open')],
      ['off', workshop('off', { status: 'cancelled' })],
      ['done', workshop('done', { status: 'completed' })],
      ['offButAssigned', workshop('offButAssigned', { status: 'cancelled' })],
    ]);
    const { open, closed } = offersByStanding(offers, workshops, ['offButAssigned']);
    expect(open.map((o) => o.workshopId)).toEqual(['open', 'unknown']);
    expect(closed.map((o) => o.workshopId)).toEqual(['off', 'done']);
  });
});
