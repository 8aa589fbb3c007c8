import { z } from 'zod';
import { zDate } from '../../lib/converter';

/**
 * A facilitator's compliance as their organisation's admin records it: the spec's contractSigned and
 * dbsNumberShared (Users.facilitatorInfo, which the sign-in flags read), the dates, who recorded it and where.
 * The organisation's copy (Organisations/{id}/facilitatorCompliance/{uid}) is the same record, so its admins
 * see it in the members list without reading the person's whole user record.
 */
export const zComplianceRecord = z.object({
  contractSigned: z.boolean().default(false),
  dbsNumberShared: z.boolean().default(false),
  contractSignedOn: z.string().default(''),
  dbsSharedOn: z.string().default(''),
  /** At most the last four characters of the DBS certificate number: enough to tell certificates apart. */
  dbsLast4: z.string().default(''),
  recordedBy: z.string().default(''),
  recordedByName: z.string().default(''),
  recordedAt: z.optional(zDate),
  recordedIn: z.string().default(''),
});
export type ComplianceRecord = z.infer<typeof zComplianceRecord>;

const isoDay = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.')]);

/** What the admin fills in. A date goes with each box ticked, so the record says when, not only whether. */
export const zComplianceInput = z
  .object({
    contractSigned: z.boolean(),
    contractSignedOn: isoDay,
    dbsNumberShared: z.boolean(),
    dbsSharedOn: isoDay,
    dbsNumber: z.string().trim().max(40, 'That is longer than a DBS certificate number.'),
  })
  .superRefine((v, ctx) => {
    if (v.contractSigned && !v.contractSignedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['contractSignedOn'],
        message: 'Enter the date the contract was signed.',
      });
    if (v.dbsNumberShared && !v.dbsSharedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['dbsSharedOn'],
        message: 'Enter the date the DBS check was shared.',
      });
    if (v.dbsNumberShared && lastFour(v.dbsNumber).length === 0 && v.dbsNumber !== '')
      ctx.addIssue({ code: 'custom', path: ['dbsNumber'], message: 'Use letters and digits only.' });
  });
export type ComplianceInput = z.infer<typeof zComplianceInput>;

/** The last four letters or digits of a certificate number; the rest is never stored. */
export function lastFour(number: string): string {
  return number.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

/**
 * The record to write from the admin's input: a date is kept only with its box ticked, and of the DBS number
 * only the last four characters (or, when none was typed again, the ones already on record).
 */
export function complianceRecordOf(
  input: ComplianceInput,
  previous: Pick<ComplianceRecord, 'dbsLast4'> | null,
  by: { uid: string; name: string; organisationId: string },
): Omit<ComplianceRecord, 'recordedAt'> {
  return {
    contractSigned: input.contractSigned,
    contractSignedOn: input.contractSigned ? input.contractSignedOn : '',
    dbsNumberShared: input.dbsNumberShared,
    dbsSharedOn: input.dbsNumberShared ? input.dbsSharedOn : '',
    dbsLast4: input.dbsNumberShared ? lastFour(input.dbsNumber) || (previous?.dbsLast4 ?? '') : '',
    recordedBy: by.uid,
    recordedByName: by.name,
    recordedIn: by.organisationId,
  };
}

/** Complete when the contract is signed and the DBS check shared (the sign-in flag's rule). */
export const isComplete = (
  r: Pick<ComplianceRecord, 'contractSigned' | 'dbsNumberShared'> | null | undefined,
) => !!r?.contractSigned && !!r?.dbsNumberShared;
