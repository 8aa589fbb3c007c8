import { z } from 'zod/mini';
import { formatDate, localDayIso, localDayStart } from '../../kernel/dates';
import {
  consentWithdrawn,
  zConsentUse,
  zLicence,
  type Consent,
  type ConsentRecord,
  type ConsentUse,
  type Licence,
  type Recording,
} from './model';

export const NAME_MAX = 200;
export const WITHDRAW_REASON_MAX = 1000;

export const USE_WORDS: Record<ConsentUse, string> = {
  app: 'In the app',
  web: 'On the web',
  archive: 'In the archive',
};
export const LICENCE_WORDS: Record<Licence, string> = {
  'CC-BY-4.0': 'CC BY 4.0 (credit the author)',
  'CC-BY-NC-4.0': 'CC BY-NC 4.0 (credit, non-commercial)',
  'CC-BY-NC-ND-4.0': 'CC BY-NC-ND 4.0 (credit, non-commercial, no changes)',
  'all-rights-reserved': 'All rights reserved',
};

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date consent was given.'));

/** What staff fill in when recording consent: the consent form as the contributor (or guardian) signed it. */
export const zConsentInput = z
  .object({
    consentedBy: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the name of the person who consented.'),
        z.maxLength(NAME_MAX, `A name can be at most ${NAME_MAX} characters.`),
      ),
    contributorUnder18: z.boolean(),
    guardianName: z
      .string()
      .check(z.trim(), z.maxLength(NAME_MAX, `A name can be at most ${NAME_MAX} characters.`)),
    consentedOn: isoDay,
    uses: z.array(zConsentUse).check(z.minLength(1, 'Choose at least one use the contributor agreed to.')),
    licence: zLicence,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.contributorUnder18 && !v.guardianName)
        ctx.addIssue({
          code: 'custom',
          path: ['guardianName'],
          message: 'A contributor under 18 needs a parent or guardian to consent: enter their name.',
        });
      // An ISO day compares as text; consent cannot be given on a day that has not come yet.
      if (/^\d{4}-\d{2}-\d{2}$/.test(v.consentedOn) && v.consentedOn > localDayIso())
        ctx.addIssue({ code: 'custom', path: ['consentedOn'], message: 'The date cannot be in the future.' });
    }),
  );
export type ConsentInput = z.infer<typeof zConsentInput>;

/** Withdrawing always says why, so whoever finds the recording unpublished later can follow it. */
export const zWithdrawInput = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the reason consent was withdrawn.'),
      z.maxLength(WITHDRAW_REASON_MAX, `The reason can be at most ${WITHDRAW_REASON_MAX} characters.`),
    ),
});
export type WithdrawInput = z.infer<typeof zWithdrawInput>;

/** The public facts of the consent to write (the time it was recorded is the server's), from the staff's input. */
export function consentFactsOf(input: ConsentInput): Omit<Consent, 'recordedAt' | 'withdrawnAt'> {
  return {
    uses: [...new Set(input.uses)],
    contributorUnder18: input.contributorUnder18,
    // The local calendar day the form was signed, at midnight: never later than now.
    consentedAt: localDayStart(input.consentedOn),
  };
}

/** The private record of the consent to write: who consented, and who records it, for the recording's project. */
export function consentRecordOf(
  input: ConsentInput,
  project: string,
  recordedBy: string,
  recordedByName?: string,
): Omit<ConsentRecord, 'recordedAt'> {
  return {
    project,
    consentedBy: input.consentedBy.trim(),
    ...(input.contributorUnder18 ? { guardianName: input.guardianName.trim() } : {}),
    recordedBy,
    ...(recordedByName ? { recordedByName: recordedByName.slice(0, NAME_MAX) } : {}),
  };
}

export type ConsentState = 'consented' | 'missing' | 'withdrawn';
export const CONSENT_STATES: readonly ConsentState[] = ['consented', 'missing', 'withdrawn'];
export const STATE_WORDS: Record<ConsentState, string> = {
  consented: 'Consent recorded',
  missing: 'No consent',
  withdrawn: 'Consent withdrawn',
};

/**
 * A consent counts when it was given for at least one use and it stands. Who gave it (a guardian for a child) is
 * in the private record, which the rules require to be written with the public facts.
 */
export function consentState(recording: Pick<Recording, 'consent'>): ConsentState {
  const c = recording.consent;
  if (!c) return 'missing';
  if (consentWithdrawn(recording)) return 'withdrawn';
  return c.uses.length > 0 ? 'consented' : 'missing';
}

/** Why the recording may not be published yet, in words for the moderator; null when it may. */
export function publishProblem(recording: Pick<Recording, 'consent'>): string | null {
  const c = recording.consent;
  switch (consentState(recording)) {
    case 'consented':
      return null;
    case 'withdrawn':
      return `Consent was withdrawn${c?.withdrawnAt ? ` on ${formatDate(c.withdrawnAt)}` : ''}: record consent again before publishing.`;
    default:
      return 'No consent is recorded: record the contributor’s consent before publishing.';
  }
}

/** Published means approved with a standing consent; only such a recording is heard by the public. */
export const isPublished = (recording: Pick<Recording, 'consent' | 'moderation'>) =>
  recording.moderation?.status === 'approved' && consentState(recording) === 'consented';

export const REGISTER_COLUMNS = [
  'Recording',
  'Title',
  'Consent',
  'Published',
  'Consented by',
  'Under 18',
  'Guardian',
  'Consented on',
  'Uses',
  'Licence',
  'Withdrawn on',
  'Withdrawal reason',
  'Recorded by',
  'Withdrawn by',
] as const;

/** Who wrote a consent or its withdrawal, by name; a consent kept before names were shows the account id. */
export const writerName = (uid: string, name: string | undefined) => name || uid;

/**
 * One recording's line in the consent register and its CSV, in the order of REGISTER_COLUMNS: the public facts
 * from the recording, the names and the withdrawal's reason from its private record (`p`).
 */
export function registerRow(r: Recording & { id: string }, p?: ConsentRecord): string[] {
  const c = r.consent;
  const day = (d: Date | undefined) => (d ? localDayIso(d) : '');
  return [
    r.id,
    r.title ?? '',
    consentState(r),
    isPublished(r) ? 'yes' : 'no',
    p?.consentedBy ?? '',
    c ? (c.contributorUnder18 ? 'yes' : 'no') : '',
    p?.guardianName ?? '',
    day(c?.consentedAt),
    (c?.uses ?? []).join(' '),
    r.licence ?? '',
    day(c?.withdrawnAt),
    p?.withdrawnReason ?? '',
    p ? writerName(p.recordedBy, p.recordedByName) : '',
    p?.withdrawnBy ? writerName(p.withdrawnBy, p.withdrawnByName) : '',
  ];
}
