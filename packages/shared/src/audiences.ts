import { isPlainAddress, normaliseAddress } from './email-address.js';

/**
 * Named audiences (`audiences/{id}`), shared by the app, the functions, the seed and the tests: the document
 * shape, its builder, its checks, and the pure step that turns the people in an audience into the addresses an
 * organisation may e-mail. Pure, no imports beyond this folder.
 *
 * An audience is the union of its sources: the organisation's members holding any of `roles`, the members of
 * `groups`, the people on `lists` (subscriber lists), and the participants of `workshops` or of the
 * organisation's workshops dated `workshopsFrom`..`workshopsTo` (days, both included). A super admin's
 * audience may be cross-organisation (`organisationId` ''): its roles and period then span every organisation.
 */
export const AUDIENCE_ROLES = ['member', 'moderator', 'organisationAdmin', 'facilitator'] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

export const AUDIENCE_LIMITS = {
  name: 200,
  description: 1000,
  groups: 30,
  lists: 30,
  workshops: 30,
  /** People an audience may hold (before consent): sends and previews stop above it. */
  people: 10_000,
  /** First names shown in a preview. */
  preview: 8,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What defines who is in an audience: the fields the form edits and the server resolves. */
export interface AudienceDefinition {
  organisationId: string;
  roles: AudienceRole[];
  groups: string[];
  lists: string[];
  workshops: string[];
  /** A period of workshop dates ('YYYY-MM-DD'), or '' for none. Both set, or neither. */
  workshopsFrom: string;
  workshopsTo: string;
}

export interface AudienceDoc extends AudienceDefinition {
  name: string;
  description: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A new or edited audience as every writer builds it (the screen, the seed, the tests). */
export function audienceRecord(input: {
  organisationId: string;
  name: string;
  description?: string;
  roles?: readonly AudienceRole[];
  groups?: readonly string[];
  lists?: readonly string[];
  workshops?: readonly string[];
  workshopsFrom?: string;
  workshopsTo?: string;
  createdBy: string;
  now: Date;
}): AudienceDoc {
  return {
    organisationId: input.organisationId,
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
    roles: [...new Set(input.roles ?? [])],
    groups: [...new Set(input.groups ?? [])],
    lists: [...new Set(input.lists ?? [])],
    workshops: [...new Set(input.workshops ?? [])],
    workshopsFrom: input.workshopsFrom ?? '',
    workshopsTo: input.workshopsTo ?? '',
    createdBy: input.createdBy,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

export const hasPeriod = (d: Pick<AudienceDefinition, 'workshopsFrom' | 'workshopsTo'>) =>
  d.workshopsFrom !== '' && d.workshopsTo !== '';

/** Why a definition cannot be resolved or saved (null when it can); the form shows the same words. */
export function definitionProblem(d: AudienceDefinition): string | null {
  if (!Array.isArray(d.roles) || !d.roles.every((r) => (AUDIENCE_ROLES as readonly string[]).includes(r)))
    return 'Choose roles from the list';
  for (const [key, max] of [
    ['groups', AUDIENCE_LIMITS.groups],
    ['lists', AUDIENCE_LIMITS.lists],
    ['workshops', AUDIENCE_LIMITS.workshops],
  ] as const) {
    const ids = d[key];
    if (
      !Array.isArray(ids) ||
      !ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id))
    )
      return `Choose ${key} from the list`;
    if (ids.length > max) return `At most ${max} ${key}`;
  }
  const from = d.workshopsFrom;
  const to = d.workshopsTo;
  if ((from === '') !== (to === '')) return 'Give both the first and the last day of the period';
  if (from !== '' && (!DAY.test(from) || !DAY.test(to))) return 'Give the period as dates';
  if (from !== '' && from > to) return 'The period ends before it starts';
  if (d.roles.length + d.groups.length + d.lists.length + d.workshops.length === 0 && !hasPeriod(d))
    return 'Choose at least one source of people';
  return null;
}

// ── From people to recipients ──

/** Someone the sources name: an address and what to call them. */
export interface AudiencePerson {
  email: string;
  name: string;
}

/** The person's state in the sending organisation: their subscriber record's status, or null without one. */
export type ConsentState = string | null;

export interface Resolution {
  /** Everyone in the audience with a usable address, each once. */
  people: number;
  /** The addresses that will be e-mailed: subscribed in the organisation and not suppressed, sorted. */
  recipients: string[];
  /** No subscriber record, or one still pending: they never said yes to this organisation's mail. */
  withoutConsent: number;
  /** Unsubscribed or bounced in this organisation. */
  unsubscribed: number;
  /** Subscribed, but their address is closed to this organisation's mail (suppressions). */
  suppressed: number;
  /** First names in the audience, each once, alphabetically (not addresses). */
  preview: string[];
}

export const firstName = (p: AudiencePerson): string =>
  p.name.trim().split(/\s+/)[0] || p.email.split('@')[0] || '';

/** One entry per address (normalised), the first name seen kept; anything not one plain mailbox is dropped. */
export function uniquePeople(people: readonly AudiencePerson[]): AudiencePerson[] {
  const out = new Map<string, AudiencePerson>();
  for (const p of people) {
    if (typeof p.email !== 'string' || !isPlainAddress(p.email.trim())) continue;
    const email = normaliseAddress(p.email);
    const known = out.get(email);
    if (!known || (!known.name && p.name)) out.set(email, { email, name: p.name ?? '' });
  }
  return [...out.values()];
}

/**
 * Who of `people` an organisation's outreach reaches: exactly as every marketing send decides: their
 * record in that organisation says subscribed, and no suppression closes the address. Both
 * the count on screen and the send come from here, so they cannot differ.
 */
export function decideRecipients(
  people: readonly AudiencePerson[],
  stateOf: (address: string) => ConsentState,
  isSuppressed: (address: string) => boolean,
): Resolution {
  const unique = uniquePeople(people);
  const recipients: string[] = [];
  let withoutConsent = 0;
  let unsubscribed = 0;
  let suppressed = 0;
  for (const p of unique) {
    const state = stateOf(p.email);
    if (state === 'unsubscribed' || state === 'bounced') unsubscribed++;
    else if (state !== 'subscribed') withoutConsent++;
    else if (isSuppressed(p.email)) suppressed++;
    else recipients.push(p.email);
  }
  // Each name once: a school full of Adas should read "Ada, Ben, …", not "Ada, Ada, Ada".
  const preview = [...new Set(unique.map(firstName).filter(Boolean))]
    .sort((a, b) => a.localeCompare(b))
    .slice(0, AUDIENCE_LIMITS.preview);
  return {
    people: unique.length,
    recipients: recipients.sort(),
    withoutConsent,
    unsubscribed,
    suppressed,
    preview,
  };
}

/** The sentence the screens show under an audience's count. */
export function resolutionSummary(r: Omit<Resolution, 'recipients'> & { count: number }): string {
  const left = r.people - r.count;
  const why = [
    r.withoutConsent ? `${r.withoutConsent} without consent` : '',
    r.unsubscribed ? `${r.unsubscribed} unsubscribed` : '',
    r.suppressed ? `${r.suppressed} suppressed` : '',
  ].filter(Boolean);
  const people = `${r.people} ${r.people === 1 ? 'person' : 'people'} in this audience`;
  return left > 0
    ? `${people}; ${r.count} will receive e-mail (not sent to: ${why.join(', ')})`
    : `${people}; ${r.count} will receive e-mail`;
}
