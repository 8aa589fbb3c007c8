import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { db } from '../mail/store.js';
import { afterWrongTry, mustWait, opensProject, triesKey, type Tries } from './password-check.js';

/**
 * `POST checkProjectPassword {projectId, password}` → `{ok: true, open: boolean}`: whether the password a visitor
 * typed opens the project. The password is kept in `Projects/{id}/private/config`, which only the project's
 * managers may read, so the comparison happens here and only its outcome goes back. Visitors may be signed out;
 * wrong tries are counted per visitor (their account when signed in, else their address) and project.
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
  const visitor = who?.ok ? `uid:${who.caller.uid}` : `ip:${req.ip ?? 'unknown'}`;
  const triesRef = db().doc(`projectPasswordTries/${triesKey(projectId, visitor)}`);
  const now = Date.now();
  const tries = (await triesRef.get()).data() as Tries | undefined;
  if (mustWait(tries, now)) return fail(429, 'Too many wrong passwords; try again in a few minutes');
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
  if (!open) await triesRef.set(afterWrongTry(tries, now));
  res.status(200).json({ ok: true, open });
}
