import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { seedDemo } from '../../scripts/seed/index';
import { startStack } from '../../scripts/stack/index';

function processesOnPort(port: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(`--port ${port}`) || line.includes(`:${port} `));
}

describe('the local stack', () => {
  it('answers on Firestore, Auth and the e-mail function', async () => {
    const stack = inject('stack');
    expect(await (await fetch(`http://${stack.firestoreHost}/`)).text()).toContain('Ok');
    expect((await fetch(`http://${stack.authHost}/`)).ok).toBe(true);
    const unauthenticated = await fetch(stack.emailEndpoint, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unauthenticated.status).toBe(401);
    expect(Array.isArray(await (await fetch(`${stack.mailUrl}/messages`)).json())).toBe(true);
  });

  it('stops every child, leaving no emulator process behind', async () => {
    const second = await startStack({ projectId: 'demo-orphans' });
    const port = second.ports.firestore;
    expect(processesOnPort(port).length).toBeGreaterThan(0);
    await second.stop();
    expect(processesOnPort(port)).toEqual([]);
    await expect(fetch(`http://${second.firestoreHost}/`)).rejects.toThrow();
  }, 180_000);
});

describe('the demo seed', () => {
  it('is idempotent: a second run leaves the same documents and accounts', async () => {
    const stack = inject('stack');
    const target = {
      projectId: 'demo-seed-twice',
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
    };
    const now = new Date('2026-11-01T09:00:00Z');
    const snapshot = async () => {
      const admin = adminFor(target);
      const collections = await admin.db.listCollections();
      const docs: Record<string, unknown> = {};
      for (const c of collections) for (const d of (await c.get()).docs) docs[d.ref.path] = d.data();
      const users = (await admin.auth.listUsers()).users.map((u) => u.email).sort();
      await admin.close();
      return { docs, users };
    };
    await seedDemo(target, now);
    const first = await snapshot();
    await seedDemo(target, now);
    const second = await snapshot();
    expect(second).toEqual(first);
    expect(first.users).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((a) => a.email)
        .sort(),
    );
    expect(Object.keys(first.docs)).toContain('Organisations/demo-org');
  }, 60_000);
});
