import { describe, expect, it } from 'vitest';
import type { Pin } from '../pins/model';
import type { Consent } from '../recordings/model';
import { DEFAULT_TRIGGER_METRES } from './model';
import { stopDetail, stopsOf } from './stops';

const pin = (pinKey: string, over: Partial<Pin> = {}): Pin => ({
  pinKey,
  project: 'p',
  pinType: 'story',
  location: { geoPoint: { lat: 1, long: 2 } },
  tags: { locationTags: [] },
  ...over,
});

describe('the stops of a wander', () => {
  const pins = new Map([
    ['a', pin('a', { title: 'Lifeboat', collectionLogic: { radius: 80 } })],
    ['b', pin('b')],
  ]);
  const recordings = [
    { pinKey: 'a', audioUrl: '/one.wav' },
    { pinKey: 'a', audioUrl: '/two.wav' },
    { pinKey: 'a', audioUrl: '/gone.wav' },
    { pinKey: 'b', audioUrl: '/one.wav', moderation: { status: 'rejected' as const } },
    { pinKey: 'b' },
  ];
  const durations = new Map<string, number | null>([
    ['/one.wav', 30],
    ['/two.wav', 12.5],
    ['/gone.wav', null],
  ]);

  it('follows the walk order, names each pin, sums known audio and counts unknown durations', () => {
    const { stops, missing } = stopsOf(['b', 'a', 'deleted'], pins, recordings, durations);
    expect(missing).toEqual(['deleted']);
    expect(stops).toEqual([
      {
        pinKey: 'b',
        name: 'b',
        point: { lat: 1, long: 2 },
        triggerMetres: DEFAULT_TRIGGER_METRES,
        // The rejected recording is not heard; the one without audio has no known duration.
        recordings: 1,
        audioSeconds: 0,
        unknownDurations: 1,
      },
      {
        pinKey: 'a',
        name: 'Lifeboat',
        point: { lat: 1, long: 2 },
        triggerMetres: 80,
        recordings: 3,
        audioSeconds: 42.5,
        unknownDurations: 1,
      },
    ]);
  });
});

describe('a recording whose consent was withdrawn', () => {
  it('is not heard on the walk: it counts neither as the stop’s story nor its audio', () => {
    // The walk reads only the public facts of a consent: no names, only whether it was withdrawn.
    const given: Consent = {
      contributorUnder18: false,
      consentedAt: new Date('2026-03-01T00:00:00'),
      uses: ['app'],
      recordedAt: new Date('2026-03-02T00:00:00'),
    };
    const withdrawn = { ...given, withdrawnAt: new Date() };
    const heard = { pinKey: 'a', audioUrl: '/one.wav', consent: given };
    const { stops } = stopsOf(
      ['a'],
      new Map([['a', pin('a')]]),
      [heard, { pinKey: 'a', audioUrl: '/two.wav', consent: withdrawn }],
      new Map([
        ['/one.wav', 30],
        ['/two.wav', 12],
      ]),
    );
    expect(stops[0]).toMatchObject({ recordings: 1, audioSeconds: 30 });
  });
});

describe('a stop in the walk-order list', () => {
  it('counts its recordings in words, one or many, never "recording(s)"', () => {
    expect(stopDetail({ recordings: 1, triggerMetres: 25 })).toBe('1 recording · trigger 25 m');
    expect(stopDetail({ recordings: 0, triggerMetres: 40 })).toBe('0 recordings · trigger 40 m');
    expect(stopDetail({ recordings: 3, triggerMetres: 25 })).toBe('3 recordings · trigger 25 m');
  });
});
