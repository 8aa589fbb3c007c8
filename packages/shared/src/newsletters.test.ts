import { describe, expect, it } from 'vitest';
import {
  actionsIn,
  CAMPAIGN_STATES,
  campaignRecord,
  nextState,
  progressOf,
  selectAudience,
  sendProblem,
  sumTrackCounts,
} from './newsletters.js';

describe('campaign state machine', () => {
  it('moves draft → scheduled → sending → sent, with pause, resume and cancel', () => {
    expect(nextState('draft', 'schedule')).toBe('scheduled');
    expect(nextState('scheduled', 'unschedule')).toBe('draft');
    expect(nextState('scheduled', 'send')).toBe('sending');
    expect(nextState('draft', 'send')).toBe('sending');
    expect(nextState('sending', 'pause')).toBe('paused');
    expect(nextState('paused', 'resume')).toBe('sending');
    expect(nextState('sending', 'finish')).toBe('sent');
    expect(nextState('paused', 'cancel')).toBe('cancelled');
    expect(nextState('sent', 'resendFailed')).toBe('sending');
  });
  it('refuses every other move', () => {
    expect(nextState('sent', 'send')).toBeNull();
    expect(nextState('sending', 'send')).toBeNull();
    expect(nextState('cancelled', 'resume')).toBeNull();
    expect(nextState('sent', 'cancel')).toBeNull();
    expect(nextState('draft', 'pause')).toBeNull();
    expect(nextState('paused', 'pause')).toBeNull();
    expect(nextState('paused', 'finish')).toBeNull();
    for (const s of CAMPAIGN_STATES) expect(nextState(s, 'resume') === null).toBe(s !== 'paused');
  });
  it('offers the screen only the possible actions', () => {
    expect(actionsIn('sending')).toEqual(['pause', 'cancel']);
    expect(actionsIn('cancelled')).toEqual([]);
    expect(actionsIn('sent')).toEqual(['resendFailed']);
  });
});

describe('campaignRecord, progress, send problems', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const c = campaignRecord({
    organisationId: 'o',
    subject: '  Hello ',
    html: '<p>x</p>',
    lists: ['a', 'a', 'b'],
    createdBy: 'u',
    now,
  });
  it('builds a clean draft with zero figures', () => {
    expect(c).toMatchObject({ subject: 'Hello', preheader: '', lists: ['a', 'b'], state: 'draft', sent: 0 });
    expect(c.scheduledAt).toBeNull();
  });
  it('computes remaining and percent', () => {
    expect(progressOf({ total: 200, sent: 50, failed: 10, suppressed: 40 })).toEqual({
      done: 100,
      remaining: 100,
      percent: 50,
    });
    expect(progressOf({ total: 0, sent: 0, failed: 0, suppressed: 0 }).percent).toBe(0);
  });
  it('says why a campaign cannot be sent', () => {
    expect(sendProblem(c)).toBeNull();
    expect(sendProblem({ ...c, subject: ' ' })).toBe('The subject is empty');
    expect(sendProblem({ ...c, html: '<p> </p>' })).toBe('The newsletter has no text');
    expect(sendProblem({ ...c, lists: [] })).toBe('Choose at least one list');
    // A named audience needs no list; its text must still be there.
    expect(sendProblem({ ...c, lists: [], audienceId: 'aud-1' })).toBeNull();
    expect(sendProblem({ ...c, lists: [], audienceId: 'aud-1', html: '<p></p>' })).toBe(
      'The newsletter has no text',
    );
  });
});

describe('selectAudience', () => {
  const people = [
    { email: 'B@example.org', status: 'subscribed', lists: ['news'] },
    { email: 'a@example.org', status: 'subscribed', lists: ['walks', 'news'] },
    { email: ' b@example.org ', status: 'subscribed', lists: ['walks'] },
    { email: 'p@example.org', status: 'pending', lists: ['news'] },
    { email: 'u@example.org', status: 'unsubscribed', lists: ['news'] },
    { email: 'x@example.org', status: 'bounced', lists: ['news'] },
    { email: 'other@example.org', status: 'subscribed', lists: ['other'] },
    { email: 'gone@example.org', status: 'subscribed', lists: ['news'] },
    { email: 'not an address', status: 'subscribed', lists: ['news'] },
  ];
  it('takes subscribed people of the chosen lists, each address once, minus suppressions, sorted', () => {
    expect(selectAudience(people, ['news', 'walks'], (a) => a === 'gone@example.org')).toEqual([
      'a@example.org',
      'b@example.org',
    ]);
    expect(selectAudience(people, ['other'], () => false)).toEqual(['other@example.org']);
    expect(selectAudience(people, [], () => false)).toEqual([]);
  });
});

describe('sumTrackCounts', () => {
  it('adds the shards field by field; a missing shard or field is 0', () => {
    expect(
      sumTrackCounts([
        { opens: 3, uniqueOpens: 2 },
        undefined,
        { opens: 1, clicks: 4, uniqueClicks: 1 },
        { opens: 2, uniqueOpens: 1, clicks: 1, uniqueClicks: 1 },
      ]),
    ).toEqual({ opens: 6, uniqueOpens: 3, clicks: 5, uniqueClicks: 2 });
    expect(sumTrackCounts([])).toEqual({ opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0 });
  });

  it('ignores what is not a count (a string, a negative, not a number)', () => {
    expect(sumTrackCounts([{ opens: '5', clicks: -2, uniqueOpens: Number.NaN, uniqueClicks: null }])).toEqual(
      {
        opens: 0,
        uniqueOpens: 0,
        clicks: 0,
        uniqueClicks: 0,
      },
    );
  });
});
