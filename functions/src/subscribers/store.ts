import { toDate } from '../mail/store.js';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../mail/store.js';
import {
  organisationSuppressionId,
  organisationSuppressionRef,
  suppressionRefsFor,
} from '../mail/suppressions.js';
import { addressHash } from '../mail/unsubscribe-token.js';
import { maskAddress, normaliseAddress } from '@storytelling/shared/email-address';
import { CONFIRMATION_DAYS } from '@storytelling/shared/subscriber-api';
import { mergeSubscriber } from '@storytelling/shared/subscriber-merge';
import { searchTokenMap } from '@storytelling/shared/subscriber-search';
import {
  subscriberId,
  subscriberRecord,
  type ConsentSource,
  type SubscriberDoc,
} from '@storytelling/shared/subscribers';

/**
 * The functions' writes of subscriber records (Admin SDK), each in a transaction and each built with the shared
 * `subscriberRecord` builder and merged with `mergeSubscriber`, so a way in never resubscribes an address that
 * unsubscribed or bounced.
 */
const subscriberRef = (id: string) => db().doc(`subscribers/${id}`);

export interface SignupList {
  id: string;
  organisationId: string;
  doubleOptIn: boolean;
  wording: string;
}

/**
 * A public sign-up: subscribes at once to a list without double opt-in, unless the address unsubscribed, bounced
 * or is suppressed (then, as for a double opt-in list, only a confirmation may subscribe it). Waiting for a
 * confirmation, a new address gets a `pending` record (renewed on each sign-up, deleted after 7 days unconfirmed);
 * an existing record is left as it is until the confirmation.
 */
export async function signupChange(input: {
  list: SignupList;
  email: string;
  name: string;
  now: Date;
}): Promise<{ status: 'subscribed' | 'confirmationSent'; subscriberId: string }> {
  const { list, now } = input;
  const consent = { source: 'signupForm' as const, at: now, wording: list.wording };
  return db().runTransaction(async (tx) => {
    const base = {
      organisationId: list.organisationId,
      email: input.email,
      name: input.name,
      lists: [list.id],
      consent,
      now,
    };
    const id = subscriberId(list.organisationId, input.email);
    const [snap, ...suppressions] = await tx.getAll(
      subscriberRef(id),
      ...suppressionRefsFor(input.email, list.organisationId),
    );
    const existing = (snap!.data() as SubscriberDoc | undefined) ?? null;
    const closed =
      suppressions.some((s) => s.exists) ||
      existing?.status === 'unsubscribed' ||
      existing?.status === 'bounced';
    if (!list.doubleOptIn && !closed) {
      const merged = mergeSubscriber(existing, subscriberRecord({ ...base, status: 'subscribed' }).doc);
      if (merged.outcome === 'created' || merged.outcome === 'updated') tx.set(subscriberRef(id), merged.doc);
      return { status: 'subscribed' as const, subscriberId: id };
    }
    if (!existing) tx.set(subscriberRef(id), subscriberRecord({ ...base, status: 'pending' }).doc);
    else if (existing.status === 'pending')
      tx.update(subscriberRef(id), {
        name: input.name || existing.name,
        searchTokens: searchTokenMap(existing.email, input.name || existing.name),
        lists: FieldValue.arrayUnion(list.id),
        consent,
        updatedAt: now,
      });
    return { status: 'confirmationSent' as const, subscriberId: id };
  });
}

/**
 * A confirmed sign-up: the record becomes subscribed to the list, consent time = now; an unsubscribe made from an
 * e-mail link is lifted (never a bounce's or a complaint's suppression). False when the record is gone (expired
 * or erased) or the token's record is not of the list's organisation.
 */
export async function confirmSignup(input: {
  subscriberId: string;
  /** '' for an opt-in without a list. */
  listId: string;
  organisationId: string;
  source: ConsentSource;
  wording: string;
  now: Date;
}): Promise<boolean> {
  if (!input.subscriberId.startsWith(`${input.organisationId}__`)) return false;
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(subscriberRef(input.subscriberId));
    const existing = snap.data() as SubscriberDoc | undefined;
    if (!existing) return false;
    const [everyone, own] = await tx.getAll(...suppressionRefsFor(existing.email, input.organisationId));
    // Confirming joins the lists now (a pending record was on none in fact): their "joined a list"
    // automations start from this moment.
    const lists = [...new Set([...existing.lists, ...(input.listId ? [input.listId] : [])])];
    const joined =
      existing.status === 'subscribed' ? lists.filter((l) => !existing.lists.includes(l)) : lists;
    tx.update(snap.ref, {
      status: 'subscribed',
      ...(input.listId ? { lists: FieldValue.arrayUnion(input.listId) } : {}),
      ...Object.fromEntries(joined.map((l) => [`listJoinedAt.${l}`, input.now])),
      consent: { source: input.source, at: input.now, wording: input.wording, confirmedBy: 'emailLink' },
      updatedAt: input.now,
    });
    // The person's own yes lifts their own no: to everyone, and anything kept in this organisation alone.
    if (everyone!.exists && everyone!.get('reason') === 'unsubscribed') tx.delete(everyone!.ref);
    if (own!.exists) tx.delete(own!.ref);
    return true;
  });
}

/**
 * Erasure on request, within the organisation: its record goes, and the address stays there only as a
 * suppression of its own (hash, masked form), so that an import cannot bring it back. Other organisations'
 * records of the same address, and the mail they send, are theirs.
 */
export async function eraseSubscriber(organisationId: string, email: string, by: string): Promise<void> {
  const address = normaliseAddress(email);
  const suppression = organisationSuppressionRef(organisationId, address);
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(suppression);
    tx.delete(subscriberRef(subscriberId(organisationId, address)));
    if (!existing.exists)
      tx.create(suppression, {
        addressHash: addressHash(address),
        maskedEmail: maskAddress(address),
        reason: 'erased',
        source: 'erasure',
        organisationId,
        createdBy: by,
        createdAt: FieldValue.serverTimestamp(),
      });
  });
}

/**
 * Which of these address hashes an organisation's import must leave out: those it erased or that unsubscribed
 * from it without a record there, and those closed to everyone (bounces, complaints, the person's own "every
 * organisation"). Never another organisation's own choices.
 */
export async function suppressedOf(organisationId: string, hashes: string[]): Promise<string[]> {
  const found = new Set<string>();
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += 250) {
    const chunk = unique.slice(i, i + 250);
    const refs = chunk.flatMap((h) => [
      db().doc(`suppressions/${h}`),
      db().doc(`suppressions/${organisationSuppressionId(organisationId, h)}`),
    ]);
    const snaps = await db().getAll(...refs);
    chunk.forEach((h, j) => (snaps[2 * j]!.exists || snaps[2 * j + 1]!.exists) && found.add(h));
  }
  return [...found];
}

/** A person's opt-in from another form (a workshop booking or interest, a member's switch). */
export interface OptInRequest {
  organisationId: string;
  email: string;
  name: string;
  source: ConsentSource;
  /** The words the person agreed to, as shown to them. */
  wording: string;
  /** Lists the person asked for (when pending, joined only once they confirm). */
  lists?: string[];
}

/** An opt-in for an address the request vouches for (the signed-in caller's own, proved): subscribed at once. */
export async function optIn(input: OptInRequest & { now: Date }): Promise<boolean> {
  const { now } = input;
  return db().runTransaction(async (tx) => {
    const id = subscriberId(input.organisationId, input.email);
    const [snap, ...suppressions] = await tx.getAll(
      subscriberRef(id),
      ...suppressionRefsFor(input.email, input.organisationId),
    );
    if (suppressions.some((s) => s.exists)) return false; // only a confirmed sign-up lifts a suppression
    const existing = (snap!.data() as SubscriberDoc | undefined) ?? null;
    const incoming = subscriberRecord({
      organisationId: input.organisationId,
      email: input.email,
      name: input.name,
      lists: input.lists ?? [],
      status: 'subscribed',
      // Only ever called for an address the request vouches for: the signed-in caller's own, proved.
      consent: { source: input.source, at: now, wording: input.wording, confirmedBy: 'signedInAccount' },
      now,
    }).doc;
    const merged = mergeSubscriber(existing, incoming);
    if (merged.outcome === 'created' || merged.outcome === 'updated') tx.set(snap!.ref, merged.doc);
    return merged.doc.status === 'subscribed';
  });
}

const ASK_AGAIN_AFTER_MS = 10 * 60_000;

/**
 * An opt-in the request cannot vouch for: the address is not the caller's own verified one (a booking's contact
 * address, an account that never proved its address). Nothing is subscribed: a new address gets a `pending`
 * record (deleted after 7 days unconfirmed, as sign-ups are) and its owner a confirmation e-mail (the caller
 * sends it when `ask` is true). An address already subscribed is left as it is and asked nothing; one that
 * bounced or complained is never written to.
 */
export async function pendingOptIn(
  input: OptInRequest & { now: Date },
): Promise<{ subscriberId: string; ask: boolean }> {
  const { now } = input;
  const id = subscriberId(input.organisationId, input.email);
  return db().runTransaction(async (tx) => {
    const [snap, everyone] = await tx.getAll(subscriberRef(id), ...suppressionRefsFor(input.email));
    const existing = (snap!.data() as SubscriberDoc | undefined) ?? null;
    const blocked = everyone!.exists && everyone!.get('reason') !== 'unsubscribed';
    if (blocked || existing?.status === 'bounced') return { subscriberId: id, ask: false };
    if (existing?.status === 'subscribed') return { subscriberId: id, ask: false };
    // Asked within the last few minutes already: a repeated request must not become a stream of e-mails.
    const askedAt = existing?.status === 'pending' ? toDate(existing.updatedAt) : null;
    if (askedAt && now.getTime() - askedAt.getTime() < ASK_AGAIN_AFTER_MS)
      return { subscriberId: id, ask: false };
    const consent = { source: input.source, at: now, wording: input.wording };
    if (!existing)
      tx.set(
        snap!.ref,
        subscriberRecord({ ...input, status: 'pending', lists: input.lists ?? [], consent, now }).doc,
      );
    else if (existing.status === 'pending')
      tx.update(snap!.ref, {
        name: input.name || existing.name,
        searchTokens: searchTokenMap(existing.email, input.name || existing.name),
        ...(input.lists?.length ? { lists: FieldValue.arrayUnion(...input.lists) } : {}),
        consent,
        updatedAt: now,
      });
    return { subscriberId: id, ask: true };
  });
}

export async function memberStatus(organisationId: string, email: string): Promise<boolean> {
  const snap = await subscriberRef(subscriberId(organisationId, email)).get();
  return snap.exists && snap.get('status') === 'subscribed';
}

/** The organisation's lists, which a member's own opt-in joins. */
export async function organisationLists(organisationId: string): Promise<string[]> {
  const lists = await db().collection('subscriberLists').where('organisationId', '==', organisationId).get();
  return lists.docs.map((d) => d.id);
}

/** A member's own switch turned off: their record is unsubscribed (a bounce stays a bounce). */
export async function memberOptOut(input: {
  organisationId: string;
  email: string;
  now: Date;
}): Promise<void> {
  const ref = subscriberRef(subscriberId(input.organisationId, input.email));
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && snap.get('status') !== 'bounced')
      tx.update(ref, { status: 'unsubscribed', updatedAt: input.now });
  });
}

/** The ways in that leave a record pending on someone else's word: unconfirmed, they expire. */
const EXPIRING_SOURCES: ConsentSource[] = [
  'signupForm',
  'workshopBooking',
  'workshopInterest',
  'memberOptIn',
];

/**
 * The crm job: deletes opt-ins left unconfirmed for 7 days (pending records that came in by a public way, not
 * renewed since; people staff added as pending stay theirs to manage). Idempotent: a second run finds nothing more to delete.
 */
export async function expirePendingSignups(now = new Date()): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_DAYS * 86_400_000);
  let deleted = 0;
  for (let round = 0; round < 20; round++) {
    const due = await db()
      .collection('subscribers')
      .where('status', '==', 'pending')
      .where('consent.source', 'in', EXPIRING_SOURCES)
      .where('updatedAt', '<', cutoff)
      .limit(400)
      .get();
    if (due.empty) break;
    const batch = db().batch();
    for (const d of due.docs) batch.delete(d.ref);
    await batch.commit();
    deleted += due.size;
    if (due.size < 400) break;
  }
  return { deleted };
}
