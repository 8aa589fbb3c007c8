import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { queryAsUser } from '../../lib/reads-as-user';
import { zComplianceRecord, type ComplianceRecord } from './record';

/** The organisation's copies of its facilitators' compliance records, one per facilitator. */
export const FACILITATOR_COMPLIANCE = 'facilitatorCompliance';
/** An organisation has at most this many facilitators on one page of its members. */
const COMPLIANCE_LIST_LIMIT = 500;

/**
 * The members list's compliance column reads as the signed-in person, as the rest of the first dashboard after
 * sign-in does: recording a check (service.ts) brings the streaming SDK when someone records one.
 */
export async function listCompliance(organisationId: string): Promise<WithId<ComplianceRecord>[]> {
  return queryAsUser(
    zComplianceRecord,
    `${COLLECTIONS.organisations}/${organisationId}/${FACILITATOR_COMPLIANCE}`,
    { limit: COMPLIANCE_LIST_LIMIT },
  );
}
