import { db } from '../mail/store.js';

/**
 * The organisation's lists for the compose form's audience picker, each with its subscribed count from a
 * count() query (no subscriber is read). Read on the server, so the newsletter screen needs no access to the
 * subscriber records themselves.
 */
export async function listsOf(
  organisationId: string,
): Promise<{ id: string; name: string; subscribed: number }[]> {
  const lists = await db()
    .collection('subscriberLists')
    .where('organisationId', '==', organisationId)
    .limit(100)
    .get();
  const counted = await Promise.all(
    lists.docs.map(async (l) => {
      const count = await db()
        .collection('subscribers')
        .where('organisationId', '==', organisationId)
        .where('status', '==', 'subscribed')
        .where('lists', 'array-contains', l.id)
        .count()
        .get();
      return { id: l.id, name: String(l.get('name') ?? l.id), subscribed: count.data().count };
    }),
  );
  return counted.sort((a, b) => a.name.localeCompare(b.name));
}
