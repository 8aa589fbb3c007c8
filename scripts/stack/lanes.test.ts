import { describe, expect, it } from 'vitest';
import { inLanes } from './lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inLanes', () => {
  it('does every item once, never more than `lanes` at a time, and opens a lane only after a first answer', async () => {
    const done: number[] = [];
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await inLanes(
      Array.from({ length: 40 }, (_, i) => i),
      6,
      async (i) => {
        seen.push(inFlight);
        inFlight++;
        most = Math.max(most, inFlight);
        await tick();
        inFlight--;
        done.push(i);
      },
    );
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(most).toBe(6);
    // The first item ran alone: the second lane waited for its answer.
    expect(seen[0]).toBe(0);
    expect(seen[1]).toBe(0);
  });

  it('copes with fewer items than lanes, and with none', async () => {
    const done: number[] = [];
    await inLanes([1, 2], 10, async (i) => void done.push(i));
    expect(done).toEqual([1, 2]);
    await inLanes([], 3, async () => undefined);
  });
});
