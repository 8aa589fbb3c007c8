import { z } from 'zod/mini';
import type { ComplianceRecord } from './record';

// The stored record lives in record.ts on its own: the members list parses it on the first dashboard after
// sign-in, which need not download the admin's form below.
export { isComplete, zComplianceRecord, type ComplianceRecord } from './record';

const isoDay = z.union([z.literal(''), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.'))]);

/** What the admin fills in. A date goes with each box ticked, so the record says when, not only whether. */
export const zComplianceInput = z
  .object({
    contractSigned: z.boolean(),
    contractSignedOn: isoDay,
    dbsNumberShared: z.boolean(),
    dbsSharedOn: isoDay,
    dbsNumber: z.string().check(z.trim(), z.maxLength(40, 'That is longer than a DBS certificate number.')),
  })
  .check(
    z.superRefine((v, ctx) => {
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
    }),
  );
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
