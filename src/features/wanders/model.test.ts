import { describe, expect, it } from 'vitest';
import {
  audioTotal,
  DEFAULT_TRIGGER_METRES,
  distanceMetres,
  formatDistance,
  formatDuration,
  initialOrder,
  legMetres,
  offLineMetres,
  problemCount,
  triggerMetres,
  walkChecks,
  walkingSeconds,
  walkLengthMetres,
  zWanderInput,
  type GeoPoint,
  type WalkCheckKind,
  type WalkProblem,
  type WanderStop,
} from './model';

/*
 * Worked examples, by hand: on a sphere of radius R = 6,371 km one degree of any great circle (the equator, a
 * meridian) is 2πR/360 = 111,194.93 m, and a point at latitude φ lies exactly Rφ (in radians) from the equator.
 */
const R = 6_371_000;
const DEGREE = (2 * Math.PI * R) / 360; // 111,194.93 m
const on = (lat: number, long: number): GeoPoint => ({ lat, long });

function stop(pinKey: string, point: GeoPoint, over: Partial<WanderStop> = {}): WanderStop {
  return {
    pinKey,
    name: pinKey.toUpperCase(),
    point,
    triggerMetres: DEFAULT_TRIGGER_METRES,
    recordings: 1,
    audioSeconds: 10,
    unknownDurations: 0,
    ...over,
  };
}
const problemsOf = (stops: WanderStop[], pace = 4.5) =>
  Object.fromEntries(walkChecks(stops, pace).map((c) => [c.kind, c.problems])) as Record<
    WalkCheckKind,
    WalkProblem[]
  >;

describe('distance (haversine)', () => {
  it('one degree along the equator and along a meridian is 2πR/360', () => {
    expect(DEGREE).toBeCloseTo(111_194.93, 2);
    expect(distanceMetres(on(0, 0), on(0, 1))).toBeCloseTo(DEGREE, 3);
    expect(distanceMetres(on(10, 20), on(11, 20))).toBeCloseTo(DEGREE, 3);
  });
  it('London (51.5074 N, 0.1278 W) to Paris (48.8566 N, 2.3522 E) is the usual 343.6 km', () => {
    expect(distanceMetres(on(51.5074, -0.1278), on(48.8566, 2.3522)) / 1000).toBeCloseTo(343.56, 1);
  });
  it('New York to Los Angeles is the usual 3,936 km, and distance is symmetric', () => {
    const ny = on(40.7128, -74.006);
    const la = on(34.0522, -118.2437);
    expect(distanceMetres(ny, la) / 1000).toBeCloseTo(3935.7, 0);
    expect(distanceMetres(la, ny)).toBeCloseTo(distanceMetres(ny, la), 6);
  });
  it('across the antimeridian goes the short way', () => {
    expect(distanceMetres(on(0, 179.5), on(0, -179.5))).toBeCloseTo(DEGREE, 3);
  });
  it('a walk is the sum of its legs; one pin or none is no walk', () => {
    const walk = [on(0, 0), on(0, 1), on(1, 1)];
    expect(legMetres(walk).map((m) => Math.round(m))).toEqual([111_195, 111_195]);
    expect(walkLengthMetres(walk)).toBeCloseTo(2 * DEGREE, 3);
    expect(walkLengthMetres([on(0, 0)])).toBe(0);
    expect(walkLengthMetres([])).toBe(0);
  });
});

describe('walking time', () => {
  it('4.5 km at 4.5 km/h is one hour; 1 km at 4 km/h is 15 minutes', () => {
    expect(walkingSeconds(4500, 4.5)).toBeCloseTo(3600, 9);
    expect(walkingSeconds(1000, 4)).toBeCloseTo(900, 9);
  });
  it('a faster pace takes less time', () => {
    expect(walkingSeconds(2000, 6)).toBeLessThan(walkingSeconds(2000, 3));
  });
});

describe('distance off the line between two pins', () => {
  const a = on(0, 0);
  const b = on(0, 2);
  it('beside the segment: the cross-track distance (Rφ from the equator)', () => {
    expect(offLineMetres(on(0.01, 1), a, b)).toBeCloseTo((0.01 * Math.PI * R) / 180, 1); // 1,111.95 m
    expect(offLineMetres(on(-0.01, 1), a, b)).toBeCloseTo(1111.95, 1);
    expect(offLineMetres(on(0, 1), a, b)).toBeCloseTo(0, 6);
  });
  it('beyond either end: the distance to the nearer end', () => {
    expect(offLineMetres(on(0, 3), a, b)).toBeCloseTo(DEGREE, 3);
    expect(offLineMetres(on(0, -1), a, b)).toBeCloseTo(DEGREE, 3);
  });
  it('neighbours at one spot: the distance to it', () => {
    expect(offLineMetres(on(1, 0), a, a)).toBeCloseTo(DEGREE, 3);
  });
});

describe('trigger distance from collectionLogic', () => {
  it('a positive radius is used; anything else gets the default', () => {
    expect(triggerMetres({ radius: 40 })).toBe(40);
    expect(triggerMetres(undefined)).toBe(DEFAULT_TRIGGER_METRES);
    expect(triggerMetres({ radius: '40' })).toBe(DEFAULT_TRIGGER_METRES);
    expect(triggerMetres({ radius: -5 })).toBe(DEFAULT_TRIGGER_METRES);
    expect(triggerMetres({ radius: Number.NaN })).toBe(DEFAULT_TRIGGER_METRES);
    expect(triggerMetres('near')).toBe(DEFAULT_TRIGGER_METRES);
  });
});

describe('check (a): stories that overlap', () => {
  // 0.0003° on the equator = 33.36 m: closer than 25 + 25 m, further than 10 + 10 m.
  it('two pins closer than the sum of their trigger distances overlap, with the distance in the message', () => {
    const p = problemsOf([stop('a', on(0, 0)), stop('b', on(0, 0.0003)), stop('c', on(0, 0.01))]).overlap;
    expect(p).toEqual([
      {
        pinKeys: ['a', 'b'],
        message:
          '"A" and "B" are 33 m apart, closer than their trigger distances (25 m + 25 m): their stories overlap.',
      },
    ]);
  });
  it('smaller trigger distances do not overlap at the same spacing', () => {
    const small = { triggerMetres: 10 };
    expect(problemsOf([stop('a', on(0, 0), small), stop('b', on(0, 0.0003), small)]).overlap).toEqual([]);
  });
  it('one large trigger distance reaches a pin further off', () => {
    // 0.001° = 111.19 m: 100 + 25 > 111.19.
    const p = problemsOf([stop('a', on(0, 0), { triggerMetres: 100 }), stop('b', on(0, 0.001))]).overlap;
    expect(p.map((x) => x.pinKeys)).toEqual([['a', 'b']]);
  });
  it('pins that are not neighbours on the walk are found too, named in walk order', () => {
    const p = problemsOf([
      stop('a', on(0, 0)),
      stop('far', on(0.01, 0)),
      stop('back', on(0.0002, 0)),
    ]).overlap;
    expect(p.map((x) => x.pinKeys)).toEqual([['a', 'back']]);
  });
  it('the latitude sweep misses nothing: pins side by side in longitude at one latitude', () => {
    const stops = Array.from({ length: 50 }, (_, i) => stop(`p${i}`, on(0, i * 0.0003)));
    expect(problemsOf(stops).overlap).toHaveLength(49);
  });
});

describe('check (b): a story longer than the walk to the next pin', () => {
  // 0.001° on the equator = 111.19 m; at 4.5 km/h (1.25 m/s) that is 88.96 s, at 3.6 km/h (1 m/s) 111.19 s.
  const walk = (audioSeconds: number) => [stop('a', on(0, 0), { audioSeconds }), stop('b', on(0, 0.001))];
  it('90 s of audio before an 89 s walk is too long', () => {
    expect(problemsOf(walk(90)).storyTooLong).toEqual([
      {
        pinKeys: ['a', 'b'],
        message: '"A" has 1 min 30 s of audio, but the walk to "B" takes 1 min 29 s at 4.5 km/h.',
      },
    ]);
  });
  it('60 s fits; at a slower pace 100 s fits too', () => {
    expect(problemsOf(walk(60)).storyTooLong).toEqual([]);
    expect(problemsOf(walk(100), 3.6).storyTooLong).toEqual([]);
    expect(problemsOf(walk(100), 4.5).storyTooLong).toHaveLength(1);
  });
  it('the last pin has no walk after it and is never flagged', () => {
    expect(
      problemsOf([stop('a', on(0, 0)), stop('b', on(0, 0.001), { audioSeconds: 9999 })]).storyTooLong,
    ).toEqual([]);
  });
});

describe('check (c): a pin far off the line of the walk', () => {
  // 0.002° north = 222.4 m off the line from a to c; 0.001° = 111.2 m is within 150 m.
  it('a pin 222 m off its neighbours’ line is reported; 111 m is not', () => {
    const far = problemsOf([
      stop('a', on(0, 0)),
      stop('b', on(0.002, 0.001)),
      stop('c', on(0, 0.002)),
    ]).offRoute;
    expect(far).toEqual([
      { pinKeys: ['b'], message: '"B" is 222 m off the line from "A" to "C" (more than 150 m).' },
    ]);
    const near = problemsOf([
      stop('a', on(0, 0)),
      stop('b', on(0.001, 0.001)),
      stop('c', on(0, 0.002)),
    ]).offRoute;
    expect(near).toEqual([]);
  });
  it('the first and last pins have one neighbour and are not checked', () => {
    expect(problemsOf([stop('a', on(1, 1)), stop('b', on(0, 0))]).offRoute).toEqual([]);
  });
});

describe('check (d): a pin with no recording', () => {
  it('lists each pin with none', () => {
    const p = problemsOf([stop('a', on(0, 0)), stop('b', on(0, 1), { recordings: 0, audioSeconds: 0 })]);
    expect(p.noRecording).toEqual([{ pinKeys: ['b'], message: '"B" has no recording.' }]);
  });
});

describe('all checks together', () => {
  it('a clean walk has no problems; each kind is listed once, in order', () => {
    const checks = walkChecks([stop('a', on(0, 0)), stop('b', on(0, 0.002)), stop('c', on(0, 0.004))], 4.5);
    expect(checks.map((c) => c.kind)).toEqual(['overlap', 'storyTooLong', 'offRoute', 'noRecording']);
    expect(problemCount(checks)).toBe(0);
  });
});

describe('audio total', () => {
  it('adds the known seconds and counts the recordings with no known duration', () => {
    const total = audioTotal([
      stop('a', on(0, 0), { recordings: 2, audioSeconds: 75, unknownDurations: 0 }),
      stop('b', on(0, 1), { recordings: 3, audioSeconds: 30, unknownDurations: 2 }),
    ]);
    expect(total).toEqual({ seconds: 105, unknown: 2, recordings: 5 });
  });
});

describe('display', () => {
  it('distances and durations read naturally', () => {
    expect(formatDistance(143.86)).toBe('144 m');
    expect(formatDistance(2345)).toBe('2.35 km');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3600 + 2 * 60 + 59)).toBe('1 h 02 min');
  });
});

describe('initial order from the project’s pin order', () => {
  it('main branch first, then the other branches, then pins in no branch', () => {
    const keys = (...k: string[]) => k.map((pinKey) => ({ pinKey }));
    const order = initialOrder(
      [
        { name: 'east-pier', pins: keys('e1') },
        { name: 'main', pins: keys('m1', 'm2') },
      ],
      keys('u1'),
    );
    expect(order).toEqual(['m1', 'm2', 'e1', 'u1']);
  });
});

describe('the editor input', () => {
  const ok = { title: ' Harbour walk ', pinKeys: ['a', 'b'], paceKmh: 4.5 };
  it('accepts a good wander and trims the title', () => {
    expect(zWanderInput.parse(ok).title).toBe('Harbour walk');
  });
  it.each([
    [{ title: '  ' }, 'Give the wander a title'],
    [{ pinKeys: [] }, 'Add at least one pin'],
    [{ pinKeys: ['a', 'a'] }, 'A pin can be on a wander only once'],
    [{ paceKmh: 0.5 }, 'Pace must be between 1 and 8 km/h'],
    [{ paceKmh: 12 }, 'Pace must be between 1 and 8 km/h'],
  ])('refuses %o with its message', (over, message) => {
    const result = zWanderInput.safeParse({ ...ok, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
