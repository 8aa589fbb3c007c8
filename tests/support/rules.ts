import { compileRulesFor } from '../../scripts/stack/firestore';
import { firstAnswer } from './connection';
import { markDirty } from './tracked-writes';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, inject } from 'vitest';

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

export { assertFails, assertSucceeds };

/** A refusal by the rules, and nothing else: permission-denied, not any error (a typo in a path also fails). */
export async function expectDenied(attempt: Promise<unknown>): Promise<void> {
  const error = (await assertFails(attempt)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

/** The one way rules tests assert a case: allowed, it succeeds; refused, it fails with permission-denied. */
export async function expectRule(attempt: Promise<unknown>, allowed: boolean): Promise<void> {
  if (allowed) await assertSucceeds(attempt);
  else await expectDenied(attempt);
}

/**
 * A rules test environment on the run's Firestore emulator, emptied for the file that asks, in a project id of its
 * worker's own: files running in parallel never see each other's data, and the files one worker runs one after
 * another reuse the rules the emulator compiled for that id. The emulator compiles firestore.rules afresh for every
 * project id it meets, 7-22 s of its CPU each on this 2-core machine, which a project id per file paid once for
 * every rules file of the tier; emptying one takes under 0.1 s. The emulator already holds firestore.rules for
 * every project when it started with them; otherwise they are uploaded for this project.
 */
/** The project id the rules files of one test worker share. */
export const rulesProjectId = (worker: number | string) => `demo-rules-w${worker}`;

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const stack = inject('stack');
  const [host, port] = stack.firestoreHost.split(':');
  const projectId = rulesProjectId(process.env.VITEST_POOL_ID ?? '1');
  // Before any client connects: the tier's first files all start at once, and a matrix's first cases failed.
  await compileRulesFor(stack.firestoreHost, projectId);
  const env = await initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      ...(stack.rulesForAllProjects
        ? {}
        : { rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8') }),
    },
  });
  await env.clearFirestore();
  return reusingContexts(env);
}

/**
 * Makes the environment hand out one context per person (uid and token), and one context that bypasses the
 * rules, instead of a new one on every call. Each context is a Firebase app of its own with its own connection
 * to the emulator: a matrix asking for a person's context in each of its hundreds of cases, and putting its
 * fixtures back before each, opened that many connections (the person's stayed open until the file ended).
 * That cost half of a rules file's time, and under that load the emulator answered some requests so late that
 * the client gave up ("the client is offline"). The rules see the same token either way; only the connection
 * is shared. The context without rules is the one `withSecurityRulesDisabled` lends, held open for the file.
 */
function reusingContexts(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const reuse = (key: string, make: () => RulesTestContext) => {
    let context = contexts.get(key);
    if (!context) contexts.set(key, (context = make()));
    return context;
  };
  const authenticated = env.authenticatedContext.bind(env);
  const unauthenticated = env.unauthenticatedContext.bind(env);
  const withoutRules = env.withSecurityRulesDisabled.bind(env);
  let owner: Promise<RulesTestContext> | undefined;
  const ownerContext = () =>
    (owner ??= new Promise((lend) => {
      // The callback never settles, so the environment keeps this context until env.cleanup() ends it.
      void withoutRules((context) => {
        lend(context);
        return new Promise<void>(() => undefined);
      });
    }));
  env.authenticatedContext = (uid, token) =>
    reuse(JSON.stringify([uid, token ?? null]), () => authenticated(uid, token));
  env.unauthenticatedContext = () => reuse('anonymous', unauthenticated);
  env.withSecurityRulesDisabled = async (callback) => callback(await ownerContext());
  return env;
}

const connected = new WeakMap<RulesTestContext, Promise<void>>();

/** Opens a context's connection before a test reads through it, once per context (see firstAnswer). */
export function connect(context: RulesTestContext): Promise<void> {
  let done = connected.get(context);
  if (!done) connected.set(context, (done = firstAnswer(context.firestore() as unknown as Firestore)));
  return done;
}

/**
 * Writes documents as the admin would, bypassing rules (fixtures): one batch per 450 documents, so putting a
 * matrix's fixtures back is one request rather than one per document.
 */
export async function seedDocs(
  env: RulesTestEnvironment,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  markDirty();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const entries = Object.entries(docs);
    for (let start = 0; start < entries.length; start += 450) {
      const batch = db.batch();
      for (const [path, data] of entries.slice(start, start + 450)) batch.set(db.doc(path), data);
      await batch.commit();
    }
  });
}

export type Ctx = RulesTestContext;
