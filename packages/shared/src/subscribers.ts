import { normaliseAddress } from './email-address.js';
import { searchTokenMap } from './subscriber-search.js';

/**
 * The CRM's audience, shared by the app, the functions, the seed and the tests: one subscriber record
 * per address per organisation, in `subscribers/{subscriberId(organisationId, email)}`, and the organisation's
 * lists in `subscriberLists/{listId}`. Pure data and pure functions, no imports beyond the address and search rules.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How a person came in; each way records the wording they agreed to. */
export const CONSENT_SOURCES = [
  'signupForm',
  'import',
  'manual',
  'workshopBooking',
  'workshopInterest',
  'memberOptIn',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * How the server knows the yes is the address owner's own: they pressed the confirmation e-mail's button, they
 * were signed in with that address proved, or they took back their unsubscribe from their own link. Only the
 * functions write it; a yes staff recorded (by hand, an import) has none.
 */
export const CONSENT_CONFIRMATIONS = ['emailLink', 'signedInAccount', 'unsubscribeLink'] as const;
export type ConsentConfirmation = (typeof CONSENT_CONFIRMATIONS)[number];

export interface Consent {
  source: ConsentSource;
  /** When consent was given (for a double opt-in, when the address was confirmed). */
  at: Date;
  /** The words the person agreed to, as shown to them. */
  wording: string;
  confirmedBy?: ConsentConfirmation;
}

export interface SubscriberDoc {
  organisationId: string;
  /** Normalised (trimmed, lower-cased): the form in which addresses are compared and suppressed. */
  email: string;
  name: string;
  /** Ids of the organisation's `subscriberLists`. */
  lists: string[];
  /**
   * When each list was joined in a way that starts its "joined a list" automations (drip campaigns). A list
   * joined without them (an import or a bulk add that did not ask for them) has no entry; nor do records
   * written before join times were kept.
   */
  listJoinedAt?: Record<string, Date>;
  status: SubscriberStatus;
  consent: Consent;
  /** The organisation's custom fields (custom-fields.ts): key → value; absent on records without any. */
  customFields?: Record<string, string>;
  /**
   * What the record is found by in the subscribers table (subscriber-search.ts), rebuilt whenever the name
   * changes; absent on records written before search looked anywhere in address and name, until the backfill.
   */
  searchTokens?: Record<string, true>;
  createdAt: Date;
  updatedAt: Date;
}

export interface SubscriberListDoc {
  organisationId: string;
  name: string;
  description: string;
  /** Whether sign-ups through the public form must confirm by e-mail before they count as subscribed. */
  doubleOptIn: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The record id of an address in an organisation: derived from both, so an address exists once per organisation
 * whoever adds it (a form, an import, a booking). Readable, and free of `/` (encoded), as document ids must be.
 */
export const subscriberId = (organisationId: string, email: string): string =>
  `${organisationId}__${encodeURIComponent(normaliseAddress(email))}`;

/**
 * A subscriber record as every writer builds it (the app's forms and import, the functions' sign-up and booking
 * opt-in, the seed and the tests): the address normalised, the id derived, the times set.
 */
export function subscriberRecord(input: {
  organisationId: string;
  email: string;
  name?: string;
  lists?: readonly string[];
  status: SubscriberStatus;
  consent: Consent;
  now: Date;
  /** Whether joining these lists starts their automations (default yes; an import asks). */
  startAutomations?: boolean;
  /** Already cleaned (custom-fields.ts cleanCustomFields); omitted when there are none. */
  customFields?: Record<string, string>;
}): { id: string; doc: SubscriberDoc } {
  const email = normaliseAddress(input.email);
  const lists = [...new Set(input.lists ?? [])];
  const name = (input.name ?? '').trim();
  return {
    id: subscriberId(input.organisationId, email),
    doc: {
      organisationId: input.organisationId,
      email,
      name,
      lists,
      listJoinedAt:
        input.startAutomations === false ? {} : Object.fromEntries(lists.map((l) => [l, input.now])),
      status: input.status,
      consent: input.consent,
      ...(input.customFields && Object.keys(input.customFields).length
        ? { customFields: { ...input.customFields } }
        : {}),
      searchTokens: searchTokenMap(email, name),
      createdAt: input.now,
      updatedAt: input.now,
    },
  };
}
