import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../mail/store.js';
import { addressHash } from '../mail/unsubscribe-token.js';
import { maskAddress, normaliseAddress } from '../shared/email-address.js';
import { CONFIRMATION_DAYS, MEMBER_OPT_IN_WORDING } from '../shared/subscriber-api.js';
import { mergeSubscriber } from '../shared/subscriber-merge.js';
import {
  subscriberId,
  subscriberRecord,
  type ConsentSource,
  type SubscriberDoc,
} from '../shared/subscribers.js';

/**
 * The functions' writes of subscriber records (Admin SDK), each in a transaction and each built with the shared
 * `subscriberRecord` builder and merged with `mergeSubscriber`, so a way in never resubscribes an address that
 * unsubscribed or bounced.
 */
const subscriberRef = (id: string) => db().doc(`subscribers/${id}`);
const suppressionRef = (email: string) => db().doc(`suppressions/${addressHash(email)}`);

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
    const [snap, suppressed] = await tx.getAll(subscriberRef(id), suppressionRef(input.email));
    const existing = (snap!.data() as SubscriberDoc | undefined) ?? null;
    const closed =
      suppressed!.exists || existing?.status === 'unsubscribed' || existing?.status === 'bounced';
    if (!list.doubleOptIn && !closed) {
      const merged = mergeSubscriber(existing, subscriberRecord({ ...base, status: 'subscribed' }).doc);
      if (merged.outcome === 'created' || merged.outcome === 'updated') tx.set(subscriberRef(id), merged.doc);
      return { status: 'subscribed' as const, subscriberId: id };
    }
    if (!existing) tx.set(subscriberRef(id), subscriberRecord({ ...base, status: 'pending' }).doc);
    else if (existing.status === 'pending')
      tx.update(subscriberRef(id), {
        name: input.name || existing.name,
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
  listId: string;
  organisationId: string;
  wording: string;
  now: Date;
}): Promise<boolean> {
  if (!input.subscriberId.startsWith(`${input.organisationId}__`)) return false;
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(subscriberRef(input.subscriberId));
    const existing = snap.data() as SubscriberDoc | undefined;
    if (!existing) return false;
    const suppression = suppressionRef(existing.email);
    const suppressed = await tx.get(suppression);
    tx.update(snap.ref, {
      status: 'subscribed',
      lists: FieldValue.arrayUnion(input.listId),
      consent: { source: 'signupForm', at: input.now, wording: input.wording },
      updatedAt: input.now,
    });
    if (suppressed.exists && suppressed.get('reason') === 'unsubscribed') tx.delete(suppression);
    return true;
  });
}

/** Erasure on request: the record goes; the address stays only as its suppression (hash and masked form). */
export async function eraseSubscriber(organisationId: string, email: string, by: string): Promise<void> {
  const address = normaliseAddress(email);
  await db().runTransaction(async (tx) => {
    const suppression = suppressionRef(address);
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

/** Which of these address hashes are suppressed (the import's preview marks them; they are never added). */
export async function suppressedOf(hashes: string[]): Promise<string[]> {
  const found: string[] = [];
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += 500) {
    const snaps = await db().getAll(...unique.slice(i, i + 500).map((h) => db().doc(`suppressions/${h}`)));
    for (const s of snaps) if (s.exists) found.push(s.id);
  }
  return found;
}

/** A person's opt-in from another form (a workshop booking or interest, a member's switch). */
export async function optIn(input: {
  organisationId: string;
  email: string;
  name: string;
  source: ConsentSource;
  wording: string;
  lists?: string[];
  now: Date;
}): Promise<boolean> {
  const { now } = input;
  return db().runTransaction(async (tx) => {
    const id = subscriberId(input.organisationId, input.email);
    const [snap, suppressed] = await tx.getAll(subscriberRef(id), suppressionRef(input.email));
    if (suppressed!.exists) return false; // only a confirmed sign-up lifts a suppression
    const existing = (snap!.data() as SubscriberDoc | undefined) ?? null;
    const incoming = subscriberRecord({
      organisationId: input.organisationId,
      email: input.email,
      name: input.name,
      lists: input.lists ?? [],
      status: 'subscribed',
      consent: { source: input.source, at: now, wording: input.wording },
      now,
    }).doc;
    const merged = mergeSubscriber(existing, incoming);
    if (merged.outcome === 'created' || merged.outcome === 'updated') tx.set(snap!.ref, merged.doc);
    return merged.doc.status === 'subscribed';
  });
}

export async function memberStatus(organisationId: string, email: string): Promise<boolean> {
  const snap = await subscriberRef(subscriberId(organisationId, email)).get();
  return snap.exists && snap.get('status') === 'subscribed';
}

/** A member's own switch: on subscribes them (to the organisation's lists), off unsubscribes them. */
export async function memberOptIn(input: {
  organisationId: string;
  email: string;
  name: string;
  optIn: boolean;
  now: Date;
}): Promise<boolean> {
  if (input.optIn) {
    const lists = await db()
      .collection('subscriberLists')
      .where('organisationId', '==', input.organisationId)
      .get();
    return optIn({
      ...input,
      source: 'memberOptIn',
      wording: MEMBER_OPT_IN_WORDING,
      lists: lists.docs.map((d) => d.id),
    });
  }
  const ref = subscriberRef(subscriberId(input.organisationId, input.email));
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && snap.get('status') !== 'bounced')
      tx.update(ref, { status: 'unsubscribed', updatedAt: input.now });
  });
  return false;
}

/**
 * The crm job: deletes sign-ups left unconfirmed for 7 days (pending records of the sign-up form not renewed
 * since). Idempotent: a second run finds nothing more to delete.
 */
export async function expirePendingSignups(now = new Date()): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_DAYS * 86_400_000);
  let deleted = 0;
  for (let round = 0; round < 20; round++) {
    const due = await db()
      .collection('subscribers')
      .where('status', '==', 'pending')
      .where('consent.source', '==', 'signupForm')
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
