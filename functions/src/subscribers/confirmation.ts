import { UNSUBSCRIBE_SECRET } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import { db, messages, organisationName } from '../mail/store.js';
import { everyoneSuppressionRef } from '../mail/suppressions.js';
import { CONFIRMATION_DAYS, NEWS_WITHOUT_LIST, signupWording } from '@storytelling/shared/subscriber-api';
import type { ConsentSource, SubscriberDoc } from '@storytelling/shared/subscribers';
import { makeConfirmToken } from './confirm-token.js';
import { optIn, pendingOptIn, type OptInRequest } from './store.js';

/**
 * The confirmation e-mail: the one way an address someone else typed (a sign-up form, a booking's contact, an
 * account that never proved its address, a person staff added as pending) becomes subscribed. Its link opens a
 * page where only the owner's press of a button confirms (a POST); the signed token names the record, the list
 * (or none), the organisation, how the person came in and the words they were shown.
 */
export async function sendConfirmation(input: {
  subscriberId: string;
  email: string;
  organisationId: string;
  /** The list to join on confirming, or null for the organisation's news without a list. */
  list: { id: string; name: string } | null;
  source: ConsentSource;
  wording: string;
  origin: string;
  /** Who asked for it to be sent ('' for the public). */
  createdBy: string;
}): Promise<void> {
  const token = makeConfirmToken(
    UNSUBSCRIBE_SECRET.value(),
    {
      subscriberId: input.subscriberId,
      listId: input.list?.id ?? '',
      organisationId: input.organisationId,
      source: input.source,
      wording: input.wording,
    },
    new Date(),
  );
  const query = `token=${encodeURIComponent(token)}`;
  const confirmUrl = input.list
    ? `${input.origin}/subscribe/${encodeURIComponent(input.list.id)}/confirm?${query}`
    : `${input.origin}/confirm-subscription?${query}`;
  await startMessage({
    messageId: messages().doc().id,
    plan: {
      kind: 'subscriptionConfirmation',
      recipients: [input.email],
      variables: {
        organisationName: await organisationName(input.organisationId),
        listName: input.list?.name ?? NEWS_WITHOUT_LIST,
        confirmUrl,
        validDays: String(CONFIRMATION_DAYS),
      },
      organisationId: input.organisationId,
    },
    recipients: [input.email],
    createdBy: input.createdBy,
    context: { organisationId: input.organisationId },
    appOrigin: input.origin,
  });
}

/**
 * An opt-in from another form (a booking's "keep me informed", a workshop interest, a member's switch): when the
 * address is vouched for (the signed-in caller's own verified address) it subscribes at once; otherwise it is
 * only pending and its owner is asked to confirm.
 */
export async function optInOrAsk(
  input: OptInRequest & { vouched: boolean; origin: string; createdBy: string },
): Promise<{ optedIn: boolean; confirmationSent: boolean }> {
  const now = new Date();
  if (input.vouched) return { optedIn: await optIn({ ...input, now }), confirmationSent: false };
  const pending = await pendingOptIn({ ...input, now });
  if (pending.ask)
    await sendConfirmation({
      subscriberId: pending.subscriberId,
      email: input.email,
      organisationId: input.organisationId,
      list: null,
      source: input.source,
      wording: input.wording,
      origin: input.origin,
      createdBy: input.createdBy,
    });
  return { optedIn: false, confirmationSent: pending.ask };
}

/**
 * Staff asking people to confirm: records of the organisation that are pending (their confirmation e-mail again)
 * or, with a list, subscribed but not yet on it (a double opt-in list is joined only by the person's confirmation).
 * Someone who unsubscribed or bounced is never asked by staff: only their own sign-up reopens them.
 */
export async function sendConfirmations(input: {
  organisationId: string;
  subscriberIds: string[];
  listId: string | null;
  origin: string;
  createdBy: string;
}): Promise<{ ok: true; sent: number; skipped: number } | { ok: false }> {
  let list: { id: string; name: string } | null = null;
  if (input.listId) {
    const snap = await db().doc(`subscriberLists/${input.listId}`).get();
    if (!snap.exists || snap.get('organisationId') !== input.organisationId) return { ok: false };
    list = { id: snap.id, name: String(snap.get('name') ?? '') };
  }
  const ids = [...new Set(input.subscriberIds)].filter((id) => id.startsWith(`${input.organisationId}__`));
  const snaps = ids.length ? await db().getAll(...ids.map((id) => db().doc(`subscribers/${id}`))) : [];
  // Read once for the whole batch, not once per person.
  const listWording = list ? signupWording(list.name, await organisationName(input.organisationId)) : null;
  const lists = new Map<string, { id: string; name: string } | null>();
  let sent = 0;
  for (const snap of snaps) {
    const record = snap.data() as SubscriberDoc | undefined;
    const wanted =
      record &&
      (record.status === 'pending' ||
        (list !== null && record.status === 'subscribed' && !record.lists.includes(list.id)));
    if (!wanted) continue;
    const closed = (await everyoneSuppressionRef(record.email).get()).get('reason');
    if (closed && closed !== 'unsubscribed') continue;
    await sendConfirmation({
      subscriberId: snap.id,
      email: record.email,
      organisationId: input.organisationId,
      list: list ?? (record.lists[0] ? await listNamed(record.lists[0], lists) : null),
      source: record.consent.source,
      wording: listWording ?? record.consent.wording,
      origin: input.origin,
      createdBy: input.createdBy,
    });
    sent += 1;
  }
  return { ok: true, sent, skipped: input.subscriberIds.length - sent };
}

async function listNamed(
  listId: string,
  known: Map<string, { id: string; name: string } | null>,
): Promise<{ id: string; name: string } | null> {
  if (!known.has(listId)) {
    const snap = await db().doc(`subscriberLists/${listId}`).get();
    known.set(listId, snap.exists ? { id: listId, name: String(snap.get('name') ?? '') } : null);
  }
  return known.get(listId)!;
}
