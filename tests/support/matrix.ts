import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { it } from 'vitest';
import { expectRule } from './rules';
import { as, EVERYONE, type Who } from './roles';

export type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
export const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

/**
 * One collection's role × operation matrix: for every person of roles.ts and every operation, the operation
 * must succeed exactly when the person is in `allowed[op]`. `reset` (rules disabled) puts the fixtures back before
 * the first case and after any write that went through, so a delete in one case cannot make the next one pass or
 * fail by accident; a read or a refused write changes nothing, and resetting after them only cost time.
 */
export function roleMatrix(
  env: () => RulesTestEnvironment,
  allowed: Record<Op, readonly Who[]>,
  run: Record<Op, (db: Firestore, who: Who) => Promise<unknown>>,
  reset: () => Promise<void>,
): void {
  const cases = OPS.flatMap((op) => EVERYONE.map((who) => [op, who, allowed[op].includes(who)] as const));
  let changed = true;
  it.each(cases)('%s by %s allowed: %s', async (op, who, ok) => {
    if (changed) await reset();
    changed = false;
    const db = as(env(), who).firestore() as unknown as Firestore;
    const attempt = run[op](db, who);
    if (op !== 'get' && op !== 'list') {
      attempt.then(
        () => (changed = true),
        () => undefined,
      );
    }
    await expectRule(attempt, ok);
  });
}
