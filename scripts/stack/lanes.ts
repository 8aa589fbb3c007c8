/**
 * Runs `work` on every item with up to `lanes` in flight, opening the lanes one at a time, `rampMs` apart.
 *
 * Why the ramp: the Functions emulator runs one request at a time per worker process and starts a new process for
 * each request that finds every worker busy, and a process that has not loaded within 30 s leaves its request
 * unanswered for good. Fifty requests at once on a cold function start fifty processes together, which on this
 * 2-core machine under load takes longer than that. A lane opened after the others are busy starts one process,
 * which is then reused for the rest of the run.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
  rampMs = 250,
): Promise<void> {
  let next = 0;
  const lane = async (delay: number) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, (_, i) => lane(i * rampMs)));
}
