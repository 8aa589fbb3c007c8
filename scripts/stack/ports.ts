import { createServer } from 'node:net';

/** A port that was free a moment ago; the OS picks it, so parallel runs do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The preferred port when free (so `npm start` keeps stable addresses), otherwise any free one. */
export async function preferredOrFree(preferred: number | undefined): Promise<number> {
  if (preferred && (await isPortFree(preferred))) return preferred;
  return freePort();
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  {
    timeoutMs = 60_000,
    intervalMs = 250,
    alive,
  }: { timeoutMs?: number; intervalMs?: number; alive?: () => string | null } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = alive?.();
    if (dead) throw new Error(`${what} stopped before it was ready: ${dead}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${what} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Waits until `probe` gives a value (anything truthy) and returns it; a probe that throws counts as not yet. */
export async function waitForValue<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  let value: T | undefined;
  await waitFor(
    what,
    async () => {
      const v = await probe();
      if (v) value = v;
      return Boolean(v);
    },
    { timeoutMs },
  );
  return value as T;
}

export async function answers(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  return response.status < 500;
}
