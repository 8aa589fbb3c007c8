import { searchTokenMap } from './subscriber-search.js';
import type { SubscriberDoc } from './subscribers.js';

/**
 * How a new way in (an import row, a booking's "keep me informed", a member's opt-in) meets the record an address
 * may already have. Pure, shared by the app's import and the functions:
 * - no record: the new one;
 * - unsubscribed or bounced: left exactly as it is (an import or a form never resubscribes or un-bounces; only a
 *   confirmed sign-up does);
 * - otherwise the lists are joined, a given name and given custom field values replace the old ones, a pending record that now has consent
 *   becomes subscribed with that consent; the first consent and the creation time are kept.
 * A merge that changes nothing says so, and the caller writes nothing: importing a file twice changes nothing.
 */
export type MergeOutcome = 'created' | 'updated' | 'unchanged' | 'keptUnsubscribed' | 'keptBounced';

type Existing = Omit<
  SubscriberDoc,
  'consent' | 'createdAt' | 'updatedAt' | 'listJoinedAt' | 'customFields'
> & {
  customFields?: Record<string, string>;
  listJoinedAt?: unknown;
  consent: unknown;
  createdAt: unknown;
  updatedAt: unknown;
};

export function mergeSubscriber<E extends Existing>(
  existing: E | null,
  incoming: SubscriberDoc,
): { outcome: MergeOutcome; doc: SubscriberDoc | E } {
  if (!existing) return { outcome: 'created', doc: incoming };
  if (existing.status === 'unsubscribed') return { outcome: 'keptUnsubscribed', doc: existing };
  if (existing.status === 'bounced') return { outcome: 'keptBounced', doc: existing };
  const lists = [...new Set([...existing.lists, ...incoming.lists])];
  const name = incoming.name || existing.name;
  const becomesSubscribed = existing.status === 'pending' && incoming.status === 'subscribed';
  // A value given now replaces the old one; a field not given keeps what the record had.
  const before = existing.customFields ?? {};
  const customFields = { ...before, ...(incoming.customFields ?? {}) };
  const fieldsChanged = Object.entries(customFields).some(([k, v]) => before[k] !== v);
  const changed =
    lists.length !== existing.lists.length || name !== existing.name || becomesSubscribed || fieldsChanged;
  if (!changed) return { outcome: 'unchanged', doc: existing };
  // Lists joined now bring their join times (if this way in starts automations); the others keep theirs.
  const joined = becomesSubscribed
    ? incoming.lists
    : incoming.lists.filter((l) => !existing.lists.includes(l));
  const listJoinedAt = { ...((existing.listJoinedAt as Record<string, unknown> | undefined) ?? {}) };
  for (const l of joined) if (incoming.listJoinedAt?.[l]) listJoinedAt[l] = incoming.listJoinedAt[l];
  return {
    outcome: 'updated',
    doc: {
      ...(existing as unknown as SubscriberDoc),
      lists,
      listJoinedAt: listJoinedAt as Record<string, Date>,
      name,
      // rebuilt on every write: the name may have changed, and a record from before search had none
      searchTokens: searchTokenMap(existing.email, name),
      ...(Object.keys(customFields).length ? { customFields } : {}),
      status: becomesSubscribed ? 'subscribed' : existing.status,
      consent: becomesSubscribed ? incoming.consent : (existing.consent as SubscriberDoc['consent']),
      updatedAt: incoming.updatedAt,
    },
  };
}
