import { z } from 'zod/mini';
import { isEmailAddress, MAX_ADDRESS_CHARS } from '../../kernel/email-address';
import { formatDay } from '../../kernel/dates';
import { zDate } from '../../lib/converter';

/**
 * Partnerships: one partner record per organisation, `partners/{orgId}` (its id is the
 * organisation's), and its timeline `partners/{orgId}/activities/{activityId}`. The logos are not stored here:
 * they come from the Organisations logos lookup. Pure: schemas, builders and rules only, no I/O.
 */

export const PARTNER_STATUSES = ['prospect', 'active', 'lapsed'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const STATUS_LABELS: Record<PartnerStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  lapsed: 'Lapsed',
};

/** What kind of organisation a partner is: a closed list, so the dashboard can filter by it. */
export const PARTNER_TYPES = [
  'school',
  'communityGroup',
  'museum',
  'library',
  'archive',
  'funder',
  'other',
] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const TYPE_LABELS: Record<PartnerType, string> = {
  school: 'School',
  communityGroup: 'Community group',
  museum: 'Museum',
  library: 'Library',
  archive: 'Archive',
  funder: 'Funder',
  other: 'Other',
};

export const ACTIVITY_KINDS = ['call', 'meeting', 'email'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const KIND_LABELS: Record<ActivityKind, string> = {
  call: 'Call',
  meeting: 'Meeting',
  email: 'E-mail',
};

/** The same limits as firestore.rules' partners block. */
export const PARTNER_LIMITS = {
  contactName: 200,
  email: MAX_ADDRESS_CHARS,
  phone: 40,
  nextAction: 200,
  who: 200,
  note: 2000,
} as const;
/**
 * A timeline shows this many entries at a time, newest first, older ones on asking; the impact report counts at
 * most PERIOD_ENTRIES of its period. Both keep one dashboard load within its budget of 60 document reads.
 */
export const ACTIVITY_PAGE = 30;
export const PERIOD_ENTRIES = 40;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as `<input type="date">` gives it: `YYYY-MM-DD`, a real date. */
export const isDay = (v: string) => DAY.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime());

export const zContact = z.object({
  name: z.string().check(z.maxLength(PARTNER_LIMITS.contactName)),
  email: z.string().check(z.maxLength(PARTNER_LIMITS.email)),
  phone: z.string().check(z.maxLength(PARTNER_LIMITS.phone)),
});
export type Contact = z.infer<typeof zContact>;

/** Collection `partners`, id = organisationId. Days are `YYYY-MM-DD` strings (no time zone to get wrong). */
export const zPartner = z.object({
  organisationId: z.string().check(z.minLength(1)),
  status: z.enum(PARTNER_STATUSES),
  type: z.enum(PARTNER_TYPES),
  mainContact: zContact,
  nextActionDate: z.nullable(z.string()),
  nextAction: z.string().check(z.maxLength(PARTNER_LIMITS.nextAction)),
  updatedAt: zDate,
  updatedBy: z.string(),
});
export type Partner = z.infer<typeof zPartner>;

/** `partners/{orgId}/activities/{activityId}`: one call, meeting or e-mail with the partner. */
export const zActivity = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  date: z.string(),
  who: z.string().check(z.maxLength(PARTNER_LIMITS.who)),
  note: z.string().check(z.maxLength(PARTNER_LIMITS.note)),
  createdAt: zDate,
  createdBy: z.string(),
});
export type Activity = z.infer<typeof zActivity>;
export type ActivityWithId = Activity & { id: string };

/** An organisation seen as a partner: its record, or (none saved yet) a prospect with nothing filled in. */
export interface PartnerRow {
  id: string;
  name: string;
  organisationType: string;
  saved: boolean;
  partner: Omit<Partner, 'updatedAt' | 'updatedBy'> & { updatedAt: Date | null; updatedBy: string };
}

/** The closest partner type to an Organisations `type` (free text there; `school` is the default). */
export function typeFromOrganisation(orgType: string): PartnerType {
  const t = orgType.toLowerCase().replace(/[^a-z]/g, '');
  if (t.includes('school') || t.includes('college') || t.includes('academy')) return 'school';
  if (t.includes('community') || t.includes('group') || t.includes('charity')) return 'communityGroup';
  if (t.includes('museum') || t.includes('heritage') || t.includes('trust')) return 'museum';
  if (t.includes('library')) return 'library';
  if (t.includes('archive')) return 'archive';
  if (t.includes('fund') || t.includes('council')) return 'funder';
  return 'other';
}

/** What an organisation without a partner record shows as until it is saved: a prospect. */
export function unsavedPartner(organisationId: string, orgType: string): PartnerRow['partner'] {
  return {
    organisationId,
    status: 'prospect',
    type: typeFromOrganisation(orgType),
    mainContact: { name: '', email: '', phone: '' },
    nextActionDate: null,
    nextAction: '',
    updatedAt: null,
    updatedBy: '',
  };
}

/** Organisations joined with their partner records (left join: every organisation shows), by name. */
export function partnerRows(
  organisations: readonly { id: string; name: string; type: string }[],
  partners: readonly (Partner & { id: string })[],
): PartnerRow[] {
  const byId = new Map(partners.map((p) => [p.id, p]));
  return organisations
    .map((o) => {
      const p = byId.get(o.id);
      return {
        id: o.id,
        name: o.name,
        organisationType: o.type,
        saved: !!p,
        partner: p ?? unsavedPartner(o.id, o.type),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface PartnerFilter {
  status: PartnerStatus | 'all';
  type: PartnerType | 'all';
}
export const filterRows = (rows: readonly PartnerRow[], f: PartnerFilter) =>
  rows.filter(
    (r) =>
      (f.status === 'all' || r.partner.status === f.status) &&
      (f.type === 'all' || r.partner.type === f.type),
  );

/** The details form: what a person types, checked before anything is written. */
export const zPartnerForm = z.object({
  status: z.enum(PARTNER_STATUSES, 'Choose a status'),
  type: z.enum(PARTNER_TYPES, 'Choose a type'),
  contactName: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PARTNER_LIMITS.contactName, `At most ${PARTNER_LIMITS.contactName} characters`),
    ),
  // The project's one e-mail rule (kernel/email-address), or nothing yet.
  contactEmail: z.string().check(
    z.trim(),
    z.maxLength(PARTNER_LIMITS.email, 'Enter a valid e-mail address'),
    z.refine((v) => v === '' || isEmailAddress(v), 'Enter a valid e-mail address'),
  ),
  contactPhone: z.string().check(
    z.trim(),
    z.maxLength(PARTNER_LIMITS.phone, `At most ${PARTNER_LIMITS.phone} characters`),
    z.refine((v) => /^[0-9+()\-.\s]*$/.test(v), 'Digits, spaces and + ( ) - only'),
  ),
  nextActionDate: z.string().check(z.refine((v) => v === '' || isDay(v), 'Choose a date')),
  nextAction: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PARTNER_LIMITS.nextAction, `At most ${PARTNER_LIMITS.nextAction} characters`),
    ),
});
export type PartnerForm = z.infer<typeof zPartnerForm>;

export const partnerFormValues = (p: PartnerRow['partner']): PartnerForm => ({
  status: p.status,
  type: p.type,
  contactName: p.mainContact.name,
  contactEmail: p.mainContact.email,
  contactPhone: p.mainContact.phone,
  nextActionDate: p.nextActionDate ?? '',
  nextAction: p.nextAction,
});

/** The fields a checked form writes (the service adds who and when). */
export function partnerFields(
  organisationId: string,
  form: PartnerForm,
): Omit<Partner, 'updatedAt' | 'updatedBy'> {
  return {
    organisationId,
    status: form.status,
    type: form.type,
    mainContact: {
      name: form.contactName.trim(),
      email: form.contactEmail.trim().toLowerCase(),
      phone: form.contactPhone.trim(),
    },
    nextActionDate: form.nextActionDate || null,
    nextAction: form.nextAction.trim(),
  };
}

/** The timeline's add form. */
export const zActivityForm = z.object({
  kind: z.enum(ACTIVITY_KINDS, 'Choose call, meeting or e-mail'),
  date: z.string().check(z.refine(isDay, 'Choose the date')),
  who: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say who took part'),
      z.maxLength(PARTNER_LIMITS.who, `At most ${PARTNER_LIMITS.who} characters`),
    ),
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write what happened'),
      z.maxLength(PARTNER_LIMITS.note, `At most ${PARTNER_LIMITS.note} characters`),
    ),
});
export type ActivityForm = z.infer<typeof zActivityForm>;

export const activityFields = (form: ActivityForm): Pick<Activity, 'kind' | 'date' | 'who' | 'note'> => ({
  kind: form.kind,
  date: form.date,
  who: form.who.trim(),
  note: form.note.trim(),
});

/** Newest first: by day, then (same day) by when it was written. */
export const newestFirst = <T extends Pick<Activity, 'date' | 'createdAt'>>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime());

/** How many calls, meetings and e-mails fall in a period (both days included). */
export function activityCounts(
  list: readonly Pick<Activity, 'kind' | 'date'>[],
  from: string,
  to: string,
): Record<ActivityKind, number> {
  const counts: Record<ActivityKind, number> = { call: 0, meeting: 0, email: 0 };
  for (const a of list) if (a.date >= from && a.date <= to) counts[a.kind] += 1;
  return counts;
}

/** Whether a next action is due: its day is today or past. */
export const isDue = (nextActionDate: string | null, today: string) =>
  !!nextActionDate && nextActionDate <= today;

/** A `YYYY-MM-DD` day as every date is shown (25/11/2026); nothing for no day or one that is not a day. */
export function dayText(day: string | null): string {
  return day && isDay(day) ? formatDay(day) : '';
}

/** The report's default period: the twelve months up to today. */
export function lastYear(today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // The same day a year back (29 February becomes the 28th), then the day after it. Calendar arithmetic on the
  // day as written: UTC only because it has no clock changes, so no day is skipped or repeated.
  const daysInMonth = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  const from = new Date(Date.UTC(y - 1, m - 1, Math.min(d, daysInMonth) + 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

/** A period from the address bar, or null when either day is missing, not a day, or the order is wrong. */
export function parsePeriod(from: string | null, to: string | null): { from: string; to: string } | null {
  if (!from || !to || !isDay(from) || !isDay(to) || from > to) return null;
  return { from, to };
}

/**
 * A whole `partners` document as the app writes it (the service puts the server's time in updatedAt): for the
 * seed and tests, so that they write exactly the app's shape.
 */
export function partnerRecord(
  organisationId: string,
  fields: Partial<Omit<Partner, 'organisationId' | 'updatedAt' | 'updatedBy'>>,
  updatedBy: string,
  at: Date,
): Partner {
  return {
    ...unsavedPartner(organisationId, ''),
    type: 'other',
    ...fields,
    organisationId,
    updatedBy,
    updatedAt: at,
  };
}

/** A whole activity document as the app writes it (the service puts the server's time in createdAt). */
export function activityRecord(
  fields: Pick<Activity, 'kind' | 'date' | 'who' | 'note'>,
  createdBy: string,
  at: Date,
): Activity {
  return { ...fields, createdBy, createdAt: at };
}
