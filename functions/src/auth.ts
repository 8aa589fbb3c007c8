import type { Request } from 'firebase-functions/v2/https';
import { getAuth } from 'firebase-admin/auth';
import { callerFrom, type Caller } from './mail/caller.js';
import { db } from './mail/store.js';

/**
 * The caller of an HTTP function, from the `Authorization: Bearer <Firebase ID token>` header and the caller's
 * records in Firestore (SuperAdmins/ids and Users/{uid}): never from anything else the request says.
 */
export async function callerOf(
  req: Request,
): Promise<{ ok: true; caller: Caller } | { ok: false; error: string }> {
  const token = /^Bearer (.+)$/.exec(req.header('authorization') ?? '')?.[1];
  if (!token) return { ok: false, error: 'Sign in first' };
  let decoded: { uid: string; email?: string; email_verified?: boolean };
  try {
    decoded = await getAuth().verifyIdToken(token);
  } catch {
    return { ok: false, error: 'Your sign-in is not valid or has expired; sign in again' };
  }
  const [admins, user] = await Promise.all([
    db().doc('SuperAdmins/ids').get(),
    db().doc(`Users/${decoded.uid}`).get(),
  ]);
  const caller = callerFrom(decoded.uid, decoded.email ?? null, admins.data(), user.data());
  return { ok: true, caller: { ...caller, emailVerified: decoded.email_verified === true } };
}
