import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { ERRORS } from '../../lib/errors';
import { zRole } from '../../kernel/users';

export const CODE_LENGTH = 8;
/**
 * An e-mailed code is the full generated id: a Firestore auto-id, 20 letters and digits, mixed
 * case. Generated and anonymous codes are the 8 characters above.
 */
export const FULL_ID_LENGTH = 20;
/** No 0/O, 1/I/L: codes are read aloud in classrooms and typed from paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const EMAILED_CODE_DAYS = 7;
export const ANONYMOUS_CODE_DAYS = 30;

/** The fixed list of 49 animals temporary members are named with; 🐼 is the default. */
export const ANIMAL_EMOJIS = [
  '🐼',
  '🐶',
  '🐱',
  '🐭',
  '🐹',
  '🐰',
  '🦊',
  '🐻',
  '🐨',
  '🐯',
  '🦁',
  '🐮',
  '🐷',
  '🐸',
  '🐵',
  '🐔',
  '🐧',
  '🐦',
  '🐤',
  '🦆',
  '🦅',
  '🦉',
  '🦇',
  '🐺',
  '🐗',
  '🐴',
  '🦄',
  '🐝',
  '🐛',
  '🦋',
  '🐌',
  '🐞',
  '🐢',
  '🐍',
  '🦎',
  '🐙',
  '🦑',
  '🦐',
  '🦀',
  '🐡',
  '🐠',
  '🐟',
  '🐬',
  '🐳',
  '🦈',
  '🐊',
  '🦒',
  '🦓',
  '🦔',
] as const;
export const DEFAULT_ANIMAL_EMOJI = '🐼';

/** Collection `accessCodes`, keyed by the code; the join page parses it too. */
export const zAccessCode = z.object({
  code: z.string().check(z.minLength(1)),
  // Checked where it is used (an empty id reads "Invalid organisation ID provided"), not when parsing.
  organisationId: z.string(),
  role: zRole,
  email: z.optional(z.string()),
  isActive: z.boolean(),
  createdAt: zDate,
  expiresAt: zDate,
  isAnonymous: z._default(z.boolean(), false),
  identifier: z.optional(z.string()),
  animalEmoji: z.optional(z.string()),
  tempUserId: z.optional(z.string()),
  groupId: z.optional(z.string()),
  moderatorEmail: z.optional(z.string()),
  usedBy: z.optional(z.union([z.string(), z.array(z.string())])),
  usedAt: z.optional(zDate),
});
export type AccessCode = z.infer<typeof zAccessCode>;

/** `Organisations/{id}/generatedCodes/{code}`: the organisation's listing of the codes it made. */
export const zGeneratedCode = z.object({
  code: z.string(),
  role: zRole,
  email: z.optional(z.string()),
  createdAt: zDate,
  expiresAt: zDate,
  isAnonymous: z.optional(z.boolean()),
  identifier: z.optional(z.string()),
  animalEmoji: z.optional(z.string()),
  tempUserId: z.optional(z.string()),
  groupId: z.optional(z.string()),
});
export type GeneratedCode = z.infer<typeof zGeneratedCode>;

/**
 * A class code: anonymous and shared (read aloud, put on a worksheet), as opposed to a code e-mailed to one person
 * or a temporary member's own code. These are the ones regenerated when they spread too far.
 */
export function isClassCode(entry: Pick<GeneratedCode, 'isAnonymous' | 'email' | 'tempUserId'>): boolean {
  return entry.isAnonymous === true && !entry.email && !entry.tempUserId;
}

/** Cryptographically random code of CODE_LENGTH characters from the unambiguous alphabet, without modulo bias. */
export function generateCode(
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of random(CODE_LENGTH * 2)) {
      if (byte < limit && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/**
 * The code as it is stored, or null when the text cannot be a code. Both forms are accepted: 8 characters typed
 * from paper (any case, spaces around ignored) and the e-mailed full id, whose case matters.
 */
export function normaliseCode(text: string): string | null {
  const trimmed = text.trim();
  if (new RegExp(`^[A-Za-z0-9]{${CODE_LENGTH}}$`).test(trimmed)) return trimmed.toUpperCase();
  if (new RegExp(`^[A-Za-z0-9]{${FULL_ID_LENGTH}}$`).test(trimmed)) return trimmed;
  return null;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * Why a code cannot be used, or null when it can: it must exist, be active and be
 * unexpired, and grant the required role when one is required.
 */
export function codeProblem(
  code: Pick<AccessCode, 'isActive' | 'expiresAt' | 'role'> | null,
  now: Date,
  requiredRole?: AccessCode['role'],
): string | null {
  if (!code) return ERRORS.invalidAccessCode;
  if (!code.isActive) return ERRORS.invalidOrExpiredCode;
  if (code.expiresAt.getTime() <= now.getTime()) return ERRORS.codeExpired;
  if (requiredRole && code.role !== requiredRole) return ERRORS.codeWrongRole;
  return null;
}

/**
 * What using a code writes to it: a non-anonymous code is deactivated with usedBy and usedAt; an anonymous code
 * stays active, appends the user to usedBy and keeps the time of its latest use in usedAt. `at` is the time to
 * record (the server timestamp sentinel when written, a Date in tests).
 */
export function codeUse<T>(
  code: Pick<AccessCode, 'isAnonymous' | 'usedBy'>,
  userId: string,
  at: T,
): { isActive: boolean; usedBy: string | string[]; usedAt: T } {
  if (!code.isAnonymous) return { isActive: false, usedBy: userId, usedAt: at };
  const usedBy = [code.usedBy ?? []].flat();
  return { isActive: true, usedBy: [...usedBy, userId], usedAt: at };
}

/**
 * Whether a code is one person's own, so that it goes when they are removed: an
 * e-mailed code was made for one address, a temporary member's code for that one member. An anonymous class code
 * (the demo's RIVER25K) is shared by everyone who joins with it and is nobody's own.
 */
export function isPersonalCode(code: Pick<AccessCode, 'isAnonymous' | 'tempUserId'>): boolean {
  return !code.isAnonymous || Boolean(code.tempUserId);
}

/** A temporary member is named by an animal from the fixed list (🐼 when none or an unknown one is given). */
export function temporaryMemberName(name: string, emoji?: string): string {
  const animal = emoji && (ANIMAL_EMOJIS as readonly string[]).includes(emoji) ? emoji : DEFAULT_ANIMAL_EMOJI;
  return `${animal} ${name.trim()}`;
}

/** How long a new code lives: e-mailed codes 7 days, anonymous member codes 30. */
export function codeExpiry(kind: 'emailed' | 'anonymous', now: Date): Date {
  return addDays(now, kind === 'anonymous' ? ANONYMOUS_CODE_DAYS : EMAILED_CODE_DAYS);
}

/** Where someone lands after joining, by the role the code gave. */
export const HOME_BY_ROLE: Partial<Record<AccessCode['role'], string>> = {
  organisationAdmin: '/org-dashboard',
  moderator: '/moderator-dashboard',
  facilitator: '/facilitator-dashboard',
  member: '/participant-dashboard',
};

/** Why a shared code or a temporary member cannot be made: the organisation's setting says no. */
export const ANONYMOUS_NOT_ALLOWED =
  'This organisation does not allow anonymous members: invite people by e-mail instead, or turn on ' +
  '“Allow anonymous members” in Organisation Settings.';
