import { collection, getDocs, limit, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { zComplianceRecord, type ComplianceRecord } from './record';

/** The organisation's copies of its facilitators' compliance records, one per facilitator. */
export const FACILITATOR_COMPLIANCE = 'facilitatorCompliance';
/** An organisation has at most this many facilitators on one page of its members. */
const COMPLIANCE_LIST_LIMIT = 500;
const converter = liteConverter(converterFor(zComplianceRecord));

/**
 * The members list's compliance column reads with the lite SDK, as the rest of the first dashboard after sign-in
 * does: recording a check (service.ts) brings the streaming SDK when someone records one.
 */
export async function listCompliance(organisationId: string): Promise<WithId<ComplianceRecord>[]> {
  const records = collection(dbLite(), COLLECTIONS.organisations, organisationId, FACILITATOR_COMPLIANCE);
  const snap = await getDocs(query(records.withConverter(converter), limit(COMPLIANCE_LIST_LIMIT)));
  return snap.docs.map((d) => d.data());
}
