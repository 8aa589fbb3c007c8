import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../lib/errors';
import { ParticipantSendError, sendInBatches } from './batch';

/** A fake clock: sleep advances time instantly and records each pause. */
function fakeClock() {
  const clock = { now: 0, sleeps: [] as number[] };
  const sleep = async (ms: number) => {
    clock.sleeps.push(ms);
    clock.now += ms;
  };
  return { clock, sleep };
}

describe('sendInBatches', () => {
  it('fails on an empty list with the spec message', async () => {
    await expect(sendInBatches([], async () => {})).rejects.toThrow(ERRORS.noParticipantEmails);
    await expect(sendInBatches(['  ', ''], async () => {})).rejects.toThrow(ERRORS.noParticipantEmails);
  });

  it('sends 1,000 recipients in batches of 10, 1 s apart, none lost and none twice', async () => {
    const { clock, sleep } = fakeClock();
    const recipients = Array.from({ length: 1000 }, (_, i) => `p${i}@example.test`);
    const sendsAt = new Map<string, number>();
    const counts = new Map<string, number>();
    let inFlight = 0;
    let maxInFlight = 0;
    const result = await sendInBatches(
      [...recipients, 'P5@example.test', ' p6@example.test '], // duplicates in another case / with spaces
      async (r) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        counts.set(r, (counts.get(r) ?? 0) + 1);
        sendsAt.set(r, clock.now);
        await Promise.resolve();
        inFlight--;
      },
      { sleep },
    );
    expect(result.failed).toEqual([]);
    expect(result.sent).toHaveLength(1000);
    expect(new Set(result.sent)).toEqual(new Set(recipients));
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(maxInFlight).toBe(10);
    expect(clock.sleeps).toEqual(Array(99).fill(1000));
    expect(sendsAt.get('p0@example.test')).toBe(0);
    expect(sendsAt.get('p10@example.test')).toBe(1000);
    expect(sendsAt.get('p999@example.test')).toBe(99_000);
  });

  it('reports which recipients failed, so a retry sends only those; together every recipient gets exactly one', async () => {
    const { sleep } = fakeClock();
    const recipients = Array.from({ length: 1000 }, (_, i) => `p${i}@example.test`);
    const delivered: string[] = [];
    let down = true;
    const send = async (r: string) => {
      const n = Number(r.slice(1, r.indexOf('@')));
      if (down && n % 7 === 0) throw new Error('Failed to send email: 502 Bad Gateway');
      delivered.push(r);
    };
    const first = await sendInBatches(recipients, send, { sleep });
    expect(first.failed.map((f) => f.recipient)).toEqual(recipients.filter((_, i) => i % 7 === 0));
    expect(first.failed[0]!.error).toBe('Failed to send email: 502 Bad Gateway');
    down = false;
    const retry = await sendInBatches(
      first.failed.map((f) => f.recipient),
      send,
      { sleep },
    );
    expect(retry.failed).toEqual([]);
    expect(delivered).toHaveLength(1000);
    expect(new Set(delivered).size).toBe(1000);
  });

  it('does not sleep before the first batch or after the last', async () => {
    const { clock, sleep } = fakeClock();
    await sendInBatches(['a@x.test'], async () => {}, { sleep });
    expect(clock.sleeps).toEqual([]);
  });

  it("keeps each failure's log entry id, so a retry can update that entry instead of logging again", async () => {
    const result = await sendInBatches(
      ['a@x.test', 'b@x.test', 'c@x.test'],
      async (r) => {
        if (r === 'a@x.test') throw Object.assign(new Error('down'), { logId: 'log-a' });
        if (r === 'b@x.test') throw new Error('down, and the log could not be written');
      },
      { sleep: async () => {} },
    );
    expect(result.failed).toEqual([
      { recipient: 'a@x.test', error: 'down', logId: 'log-a' },
      { recipient: 'b@x.test', error: 'down, and the log could not be written', logId: null },
    ]);
    const error = new ParticipantSendError(result);
    expect(error.failed).toEqual(['a@x.test', 'b@x.test']);
    expect(error.failedSends).toEqual(result.failed);
    expect(error.sent).toEqual(['c@x.test']);
  });
});
