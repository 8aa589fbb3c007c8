import { COLLECTIONS } from '../../lib/collections';
import { readDocumentRest } from '../../lib/firestore-rest';
import { isInviteValid, zInvite } from './model';
import type { InviteLookup } from './service';

/**
 * The invite page's lookup through Firestore's REST API: one request, no Firebase SDK, no Auth, for a page
 * opened from an e-mail. Same answer as lookUpInvite of the service (which accepting still uses).
 */
export async function readInvite(inviteId: string): Promise<InviteLookup> {
  if (!inviteId.trim()) return { status: 'unknown' };
  const invite = await readDocumentRest(zInvite, `${COLLECTIONS.invites}/${inviteId}`);
  if (!invite) return { status: 'unknown' };
  return { status: isInviteValid(invite, new Date()) ? 'valid' : 'expired', invite };
}
