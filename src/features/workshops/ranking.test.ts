import { describe, expect, it } from 'vitest';
import {
  bandsOf,
  combineAvailability,
  coverageOf,
  rankFacilitators,
  weekdayOf,
  type RankingInput,
} from './ranking';
import { offersAwaitingAnswer } from './offer-model';

// 2027-03-06 is a Saturday; 10:00–13:00 overlaps Morning and Afternoon.
const workshop = { id: 'w1', date: '2027-03-06', startTime: '10:00', endTime: '13:00' };
const person = (userId: string) => ({ userId, name: userId, email: `${userId}@example.test` });
const complete = { contractSigned: true, dbsNumberShared: true };
const offer = (
  facilitatorId: string,
  response: 'available' | 'unavailable' | 'tentative' | null,
  over = {},
) => ({
  facilitatorId,
  response,
  canAttend: response === null ? null : response !== 'unavailable',
  needsCoverage: false,
  notes: '',
  ...over,
});
const input = (over: Partial<RankingInput> = {}): RankingInput => ({
  workshop,
  candidates: [person('ann'), person('bob'), person('cat')],
  offers: [],
  availability: {},
  compliance: {},
  workshops: [],
  ...over,
});
const order = (r: ReturnType<typeof rankFacilitators>) => r.map((c) => c.userId);

describe('weekday and bands of a workshop', () => {
  it('reads the weekday of the calendar day, whatever the time zone', () => {
    expect(weekdayOf('2027-03-06')).toBe('saturday');
    expect(weekdayOf('2027-03-08')).toBe('monday');
    expect(weekdayOf('2027-03-07')).toBe('sunday');
  });
  it('finds every band the hours overlap, and not the ones they only touch', () => {
    expect(bandsOf({ startTime: '10:00', endTime: '13:00' })).toEqual(['morning', 'afternoon']);
    expect(bandsOf({ startTime: '09:00', endTime: '12:00' })).toEqual(['morning']);
    expect(bandsOf({ startTime: '06:00', endTime: '10:00' })).toEqual(['earlyMorning', 'morning']);
    expect(bandsOf({ startTime: '19:00', endTime: '23:00' })).toEqual(['evening', 'night']);
  });
});

describe('coverage of a grid', () => {
  const needed = ['morning', 'afternoon'] as const;
  it('is available only when every band is available', () => {
    expect(
      coverageOf({ saturday: { morning: 'available', afternoon: 'available' } }, 'saturday', [...needed]),
    ).toBe('available');
  });
  it('is tentative when all are marked but some only tentatively', () => {
    expect(
      coverageOf({ saturday: { morning: 'available', afternoon: 'tentative' } }, 'saturday', [...needed]),
    ).toBe('tentative');
  });
  it('is partly when a band is missing, none when all are, unknown without a grid', () => {
    expect(coverageOf({ saturday: { morning: 'available' } }, 'saturday', [...needed])).toBe('partly');
    expect(coverageOf({ monday: { morning: 'available' } }, 'saturday', [...needed])).toBe('none');
    expect(coverageOf(null, 'saturday', [...needed])).toBe('unknown');
  });
});

describe('rankFacilitators', () => {
  it('puts an available answer above tentative, no answer, not offered, and unavailable last', () => {
    const ranked = rankFacilitators(
      input({
        candidates: ['u', 'n', 't', 'a', 'x'].map(person),
        offers: [
          offer('u', 'unavailable'),
          offer('n', null),
          offer('t', 'tentative'),
          offer('a', 'available'),
        ],
      }),
    );
    expect(order(ranked)).toEqual(['a', 't', 'n', 'x', 'u']);
    expect(ranked.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('an unavailable answer stays last even with a perfect grid and compliance', () => {
    const ranked = rankFacilitators(
      input({
        offers: [offer('ann', 'unavailable'), offer('bob', 'available')],
        availability: { ann: { saturday: { morning: 'available', afternoon: 'available' } } },
        compliance: { ann: complete },
      }),
    );
    expect(order(ranked)[0]).toBe('bob');
    expect(order(ranked).at(-1)).toBe('ann');
  });

  it('among equal answers, the grid that covers the weekday and bands wins', () => {
    const ranked = rankFacilitators(
      input({
        offers: [offer('ann', 'available'), offer('bob', 'available'), offer('cat', 'available')],
        availability: {
          ann: { saturday: { morning: 'available' } },
          bob: { saturday: { morning: 'available', afternoon: 'available' } },
          cat: { saturday: { morning: 'tentative', afternoon: 'available' } },
        },
      }),
    );
    expect(order(ranked)).toEqual(['bob', 'cat', 'ann']);
    expect(ranked[0]!.reasons).toContain('Usually available Saturday morning and afternoon');
    expect(ranked[2]!.reasons).toContain('Available for only part of Saturday morning and afternoon');
  });

  it('then compliance: the compliant one first, and the reason names what is missing', () => {
    const ranked = rankFacilitators(
      input({
        offers: [offer('ann', 'available'), offer('bob', 'available')],
        compliance: { bob: complete, ann: { contractSigned: true, dbsNumberShared: false } },
      }),
    );
    expect(order(ranked).slice(0, 2)).toEqual(['bob', 'ann']);
    expect(ranked[0]!.reasons).toContain('Compliance complete');
    expect(ranked[1]!.reasons).toContain('Compliance incomplete: DBS check not shared');
  });

  it('then load: fewer workshops that month first; other months and cancelled ones do not count', () => {
    const ranked = rankFacilitators(
      input({
        candidates: [person('ann'), person('bob')],
        workshops: [
          { id: 'a1', date: '2027-03-20', facilitatorIds: ['ann'], status: 'scheduled' },
          { id: 'a2', date: '2027-03-27', facilitatorIds: ['ann', 'bob'], status: 'scheduled' },
          { id: 'b1', date: '2027-04-02', facilitatorIds: ['bob'], status: 'scheduled' },
          { id: 'b2', date: '2027-03-10', facilitatorIds: ['bob'], status: 'cancelled' },
          // this workshop itself does not count
          { id: 'w1', date: '2027-03-06', facilitatorIds: ['bob'], status: 'scheduled' },
        ],
      }),
    );
    expect(order(ranked)).toEqual(['bob', 'ann']);
    expect(ranked[0]!.monthLoad).toBe(1);
    expect(ranked[0]!.reasons).toContain('1 other workshop in March 2027');
    expect(ranked[1]!.reasons).toContain('2 other workshops in March 2027');
  });

  it('says each reason in words, answer first', () => {
    const [first] = rankFacilitators(
      input({
        candidates: [person('ann')],
        offers: [offer('ann', 'tentative', { needsCoverage: true })],
      }),
    );
    expect(first!.reasons).toEqual([
      'Answered tentative (needs coverage)',
      'Has not filled in general availability',
      'Compliance incomplete: contract not signed, DBS check not shared',
      'No other workshops in March 2027',
    ]);
  });

  it('"available" but cannot attend ranks like tentative', () => {
    const ranked = rankFacilitators(
      input({
        candidates: [person('ann'), person('bob')],
        offers: [offer('ann', 'available', { canAttend: false }), offer('bob', 'tentative')],
        compliance: { ann: complete },
      }),
    );
    // equal answer weight; ann wins on compliance, and her reason says she cannot attend
    expect(order(ranked)).toEqual(['ann', 'bob']);
    expect(ranked[0]!.reasons[0]).toBe('Answered available (cannot attend)');
  });

  it('keeps name order for ties and returns nobody for nobody', () => {
    expect(order(rankFacilitators(input({ candidates: [person('cat'), person('ann')] })))).toEqual([
      'ann',
      'cat',
    ]);
    expect(rankFacilitators(input({ candidates: [] }))).toEqual([]);
  });
});

describe('offersAwaitingAnswer', () => {
  it('keeps unanswered offers of workshops still to come', () => {
    const offers = [
      { id: 'a', response: null, date: '2027-03-06' },
      { id: 'b', response: 'available' as const, date: '2027-03-06' },
      { id: 'c', response: null, date: '2027-01-01' },
    ];
    expect(offersAwaitingAnswer(offers, '2027-02-01').map((o) => o.id)).toEqual(['a']);
  });
});

describe('combineAvailability', () => {
  it('counts available and tentative members per weekday and band', () => {
    const { people, cells } = combineAvailability([
      { monday: { morning: 'available', evening: 'tentative' } },
      { monday: { morning: 'available' } },
      { monday: { morning: 'tentative' }, friday: { night: 'available' } },
    ]);
    expect(people).toBe(3);
    expect(cells.monday.morning).toEqual({ available: 2, tentative: 1 });
    expect(cells.monday.evening).toEqual({ available: 0, tentative: 1 });
    expect(cells.friday.night).toEqual({ available: 1, tentative: 0 });
    expect(cells.sunday.afternoon).toEqual({ available: 0, tentative: 0 });
  });
});
