import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';

const flag = () => z._default(z.boolean(), false);
const text = () => z._default(z.string(), '');

/**
 * A facilitator's compliance as their organisation's admin records it: the spec's contractSigned and
 * dbsNumberShared (Users.facilitatorInfo, which the sign-in flags read), the dates, who recorded it and where.
 * The organisation's copy (Organisations/{id}/facilitatorCompliance/{uid}) is the same record, so its admins
 * see it in the members list without reading the person's whole user record.
 */
export const zComplianceRecord = z.object({
  contractSigned: flag(),
  dbsNumberShared: flag(),
  contractSignedOn: text(),
  dbsSharedOn: text(),
  /** At most the last four characters of the DBS certificate number: enough to tell certificates apart. */
  dbsLast4: text(),
  recordedBy: text(),
  recordedByName: text(),
  recordedAt: z.optional(zDate),
  recordedIn: text(),
});
export type ComplianceRecord = z.infer<typeof zComplianceRecord>;

/** Complete when the contract is signed and the DBS check shared (the sign-in flag's rule). */
export const isComplete = (
  r: Pick<ComplianceRecord, 'contractSigned' | 'dbsNumberShared'> | null | undefined,
) => !!r?.contractSigned && !!r?.dbsNumberShared;
