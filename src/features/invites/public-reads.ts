import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { isInviteValid, zInvite } from './model';
import type { InviteLookup } from './service';

/**
 * The invite page's lookup on the Firestore lite SDK: one request, no streaming connection, no Auth, for a page
 * opened from an e-mail. Same answer as lookUpInvite of the service (which accepting still uses).
 */
export async function readInvite(inviteId: string): Promise<InviteLookup> {
  if (!inviteId.trim()) return { status: 'unknown' };
  const ref = doc(dbLite(), COLLECTIONS.invites, inviteId);
  const snap = await getDoc(ref.withConverter(liteConverter(converterFor(zInvite))));
  if (!snap.exists()) return { status: 'unknown' };
  const invite = snap.data();
  return { status: isInviteValid(invite, new Date()) ? 'valid' : 'expired', invite };
}
