import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { db } from '../mail/store.js';
import {
  afterWrongTry,
  clientAddress,
  mustWait,
  opensProject,
  projectAfterWrongTry,
  projectLocked,
  triesKey,
  type ProjectTries,
  type Tries,
} from './password-check.js';

/**
 * `POST checkProjectPassword {projectId, password}` → `{ok: true, open: boolean}`: whether the password a visitor
 * typed opens the project. The password is kept in `Projects/{id}/private/config`, which only the project's
 * managers may read, so the comparison happens here and only its outcome goes back. Visitors may be signed out;
 * wrong tries are counted per visitor (their account when signed in, else their address) and project, and per
 * project from everyone together (PROJECT_TRIES), so new accounts or addresses do not buy more guesses.
 */
export async function handleCheckProjectPassword(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const body = (req.body ?? {}) as { projectId?: unknown; password?: unknown };
  const { projectId, password } = body;
  if (typeof projectId !== 'string' || !/^[A-Za-z0-9_.-]{1,200}$/.test(projectId))
    return fail(400, 'projectId: say which project');
  if (typeof password !== 'string' || password.length > 200) return fail(400, 'password: type the password');
  // A signed-in visitor is counted by account; a bad or missing token is simply a signed-out visitor.
  const who = req.header('authorization') ? await callerOf(req) : null;
  const visitor = who?.ok
    ? `uid:${who.caller.uid}`
    : `ip:${clientAddress(req.header('x-forwarded-for'), req.socket.remoteAddress, process.env.FUNCTIONS_EMULATOR !== 'true')}`;
  const triesRef = db().doc(`projectPasswordTries/${triesKey(projectId, visitor)}`);
  const projectTriesRef = db().doc(`projectPasswordTries/${triesKey(projectId, '*everyone')}`);
  const now = Date.now();
  const [visitorSnap, projectSnap] = await Promise.all([triesRef.get(), projectTriesRef.get()]);
  const tries = visitorSnap.data() as Tries | undefined;
  if (mustWait(tries, now) || projectLocked(projectSnap.data() as ProjectTries | undefined, now))
    return fail(429, 'Too many wrong passwords; try again in a few minutes');
  const [project, secret] = await Promise.all([
    db().doc(`Projects/${projectId}`).get(),
    db().doc(`Projects/${projectId}/private/config`).get(),
  ]);
  if (!project.exists) return fail(404, 'Project not found');
  // Older projects kept the password in config.password; it counts until the project is saved again.
  const legacy = (project.get('config') as { password?: unknown } | undefined)?.password;
  const stored = secret.exists
    ? String(secret.get('password') ?? '')
    : typeof legacy === 'string'
      ? legacy
      : '';
  const open = opensProject(password, stored);
  if (!open)
    await Promise.all([
      triesRef.set(afterWrongTry(tries, now)),
      // In a transaction: guesses sent at once from many accounts must each count.
      db().runTransaction(async (tx) => {
        const current = (await tx.get(projectTriesRef)).data() as ProjectTries | undefined;
        tx.set(projectTriesRef, projectAfterWrongTry(current, Date.now()));
      }),
    ]);
  res.status(200).json({ ok: true, open });
}
