import { db } from './store.js';
import { addressHash } from './unsubscribe-token.js';

/**
 * Addresses nobody may send marketing to, in `suppressions` (functions write, super admins read):
 * - `{addressHash}`: for everyone on the service (a bounce, a complaint, the person's "stop e-mail from every
 *   organisation", a super admin);
 * - `{organisationId}__{addressHash}`: for one organisation only (an erasure it carried out, or an unsubscribe
 *   from its mail when the person has no subscriber record there to hold it).
 * One organisation's choices never reach another's: only the first kind is shared.
 */
export const everyoneSuppressionRef = (email: string) => db().doc(`suppressions/${addressHash(email)}`);
export const organisationSuppressionId = (organisationId: string, hash: string) =>
  `${organisationId}__${hash}`;
export const organisationSuppressionRef = (organisationId: string, email: string) =>
  db().doc(`suppressions/${organisationSuppressionId(organisationId, addressHash(email))}`);

/** The references that close an address to an organisation's marketing: everyone's and the organisation's own. */
export const suppressionRefsFor = (email: string, organisationId?: string) =>
  organisationId
    ? [everyoneSuppressionRef(email), organisationSuppressionRef(organisationId, email)]
    : [everyoneSuppressionRef(email)];

/** Which of these addresses an organisation's marketing must skip, read in batches. */
export async function suppressedFor(organisationId: string, addresses: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < addresses.length; i += 250) {
    const chunk = addresses.slice(i, i + 250);
    const snaps = await db().getAll(...chunk.flatMap((a) => suppressionRefsFor(a, organisationId)));
    chunk.forEach((a, j) => (snaps[2 * j]!.exists || snaps[2 * j + 1]!.exists) && out.add(a));
  }
  return out;
}
