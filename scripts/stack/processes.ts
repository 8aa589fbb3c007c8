import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/**
 * Children run in their own process group so that stopping one also stops what it started (firebase-tools
 * starts Java and Node workers); nothing is left behind on exit, Ctrl-C or a failed test run.
 */
export interface Child {
  name: string;
  process: ChildProcess;
  /** Null while running; otherwise how it ended. */
  exited: () => string | null;
  output: () => string;
}

const running = new Set<Child>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { logFile?: string } = {},
): Child {
  const proc = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  let ended: string | null = null;
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8000);
    log?.write(chunk);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  proc.on('error', (error) => (ended = `could not start ${command}: ${error.message}`));
  const child: Child = { name, process: proc, exited: () => ended, output: () => tail };
  proc.on('exit', (code, signal) => {
    ended = `exit ${code ?? signal}`;
    running.delete(child);
    log?.end();
  });
  running.add(child);
  return child;
}

function killGroup(child: Child, signal: NodeJS.Signals): void {
  if (!child.process.pid) return;
  try {
    process.kill(-child.process.pid, signal);
  } catch {
    // already gone
  }
}

export async function stopChild(
  child: Child,
  graceMs = 5000,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (child.exited()) return;
  const done = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
  killGroup(child, signal);
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
  // The leader may exit before its own children: make sure the group is gone.
  killGroup(child, 'SIGKILL');
}

/** Last resort, synchronous, for process exit: kill every group still running. */
export function killAllNow(): void {
  for (const child of running) killGroup(child, 'SIGKILL');
}

let hooked = false;
export function stopChildrenOnExit(onSignal: () => Promise<void>): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void onSignal().finally(() => process.exit(130));
    });
  }
}
