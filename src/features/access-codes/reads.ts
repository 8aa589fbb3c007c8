import * as lite from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { zGeneratedCode, type GeneratedCode } from './model';

const generatedConverter = liteConverter(converterFor(zGeneratedCode));

/**
 * The organisation's generated codes, newest first, on the Firestore lite SDK: the organisation dashboard's
 * summary counts them on its first load, which needs no streaming SDK.
 */
export async function listGeneratedCodes(organisationId: string): Promise<WithId<GeneratedCode>[]> {
  const codes = lite.collection(
    dbLite(),
    COLLECTIONS.organisations,
    organisationId,
    COLLECTIONS.generatedCodes,
  );
  const snap = await lite.getDocs(
    lite.query(codes.withConverter(generatedConverter), lite.orderBy('createdAt', 'desc'), lite.limit(500)),
  );
  return snap.docs.map((d) => d.data());
}
