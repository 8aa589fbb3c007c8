import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { queryAsUser } from '../../lib/reads-as-user';
import { zGeneratedCode, type GeneratedCode } from './model';

/**
 * The organisation's generated codes, newest first, read as the signed-in person (lib/reads-as-user.ts): the
 * organisation dashboard's summary counts them on its first load, which needs no Firestore SDK.
 */
export async function listGeneratedCodes(organisationId: string): Promise<WithId<GeneratedCode>[]> {
  return queryAsUser(
    zGeneratedCode,
    `${COLLECTIONS.organisations}/${organisationId}/${COLLECTIONS.generatedCodes}`,
    { orderBy: [['createdAt', 'desc']], limit: 500 },
  );
}
