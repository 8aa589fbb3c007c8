/**
 * Runs `work` on every item with up to `lanes` in flight. The lanes open one at a time: each once the one before
 * it has finished its first item.
 *
 * Why: the Functions emulator runs one request at a time per worker process and starts a new process for each
 * request that finds every worker busy, and a process that has not loaded within 30 s leaves its request
 * unanswered for good. Many requests at once on a cold function start as many processes together, which on this
 * 2-core machine under load takes longer than that (ten lanes opened 250 ms apart still lost requests). A lane
 * that opens after the one before it got an answer starts one process while the others run on warm ones, and
 * that process is reused for the rest of the run.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const running: Promise<void>[] = [];
  const lane = async (opened: () => void) => {
    let first = true;
    while (next < items.length) {
      await work(items[next++]!);
      if (first) opened();
      first = false;
    }
    if (first) opened();
  };
  for (let i = 0; i < Math.max(1, lanes) && next < items.length; i++) {
    let opened!: () => void;
    const firstDone = new Promise<void>((resolve) => (opened = resolve));
    running.push(lane(opened));
    await Promise.race([firstDone, Promise.all(running)]);
  }
  await Promise.all(running);
}
