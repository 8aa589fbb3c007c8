import { createHash } from 'node:crypto';
import { positiveInt, takeQuota } from '../validate.js';
import { db } from '../mail/store.js';

/**
 * Limits on workshop requests (bookings and group requests), counted in Firestore (`workshopRequestQuotas`, the
 * functions' own bookkeeping, closed to clients) so they hold across instances: per network address, per contact
 * e-mail address, per signed-in account, and for everyone together, each a fixed window (validate.ts takeQuota).
 * A visitor without an account is still one address and one contact; the global figure caps what a botnet gets.
 */
export const REQUEST_QUOTA = {
  windowMs: positiveInt(process.env.WORKSHOP_REQUEST_WINDOW_SECONDS, 3600) * 1000,
  perIp: positiveInt(process.env.WORKSHOP_REQUEST_IP_LIMIT, 10),
  perAddress: positiveInt(process.env.WORKSHOP_REQUEST_ADDRESS_LIMIT, 3),
  perAccount: positiveInt(process.env.WORKSHOP_REQUEST_ACCOUNT_LIMIT, 10),
  global: positiveInt(process.env.WORKSHOP_REQUEST_GLOBAL_LIMIT, 200),
};

/** Quota keys hold hashes, never a person's IP or e-mail address. */
const hashed = (kind: string, value: string) =>
  `${kind}_${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;

export function quotaKeys(input: { ip: string; address: string; uid: string | null }): [string, number][] {
  return [
    [hashed('ip', input.ip), REQUEST_QUOTA.perIp],
    [hashed('address', input.address), REQUEST_QUOTA.perAddress],
    ...(input.uid ? [[hashed('account', input.uid), REQUEST_QUOTA.perAccount] as [string, number]] : []),
    ['global', REQUEST_QUOTA.global],
  ];
}

type QuotaState = { windowStart: number; count: number };

/** Counts one request against every key, all or nothing; returns the seconds to wait (0: allowed). */
export async function takeRequestQuota(keys: [string, number][]): Promise<number> {
  const refs = keys.map(([key]) => db().doc(`workshopRequestQuotas/${key}`));
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const now = Date.now();
    const taken = snaps.map((snap, i) =>
      takeQuota((snap.data() as QuotaState | undefined) ?? null, now, keys[i]![1], REQUEST_QUOTA.windowMs),
    );
    const wait = Math.max(...taken.map((t) => t.retryAfter));
    if (wait === 0) taken.forEach((t, i) => tx.set(refs[i]!, t.next));
    return wait;
  });
}

/**
 * The caller's network address. Behind Google's front end the address it saw is the last entry of
 * X-Forwarded-For (earlier entries are whatever the client sent, so they are not trusted).
 */
export function clientIp(forwardedFor: string | undefined, socketIp: string | undefined): string {
  const last = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || socketIp || 'unknown';
}
