import type { Workshop } from './model';

/** The pure rules of workshops, without zod: the public landing and directory pages import them on their own. */

/** Open workshops take interest and participant updates; cancelled and completed ones do not. */
export const OPEN_STATUSES: readonly Workshop['status'][] = ['requested', 'scheduled', 'confirmed'];

// Who may do what next with a workshop.
export type WorkshopActor = 'superAdmin' | 'facilitator' | 'participant' | 'public';
export type WorkshopAction =
  'edit' | 'cancel' | 'offer' | 'assign' | 'respond' | 'sendUpdate' | 'showInterest' | 'complete' | 'view';

const isClosed = (w: Pick<Workshop, 'status'>) => w.status === 'cancelled' || w.status === 'completed';

/** Whether the workshop's date is before `today` (both `YYYY-MM-DD`, so string order is date order). */
export const isPast = (w: Pick<Workshop, 'date'>, today: string) => w.date < today;

/**
 * What `actor` (with uid `userId`) may do next with `w`. Closed or past workshops only allow viewing (a super
 * admin may still mark a past one completed, and one on its day too); a facilitator acts only on workshops they
 * are assigned to.
 */
export function allowedActions(
  actor: WorkshopActor,
  w: Pick<Workshop, 'status' | 'date' | 'facilitatorIds'>,
  userId: string | null,
  today: string,
): WorkshopAction[] {
  if (isClosed(w)) return ['view'];
  return [
    'view',
    ...ACTIONS_BY_ACTOR[actor]({
      past: isPast(w, today),
      onItsDay: w.date === today,
      userId,
      assigned: w.facilitatorIds,
    }),
  ];
}

/** Each actor's actions beyond viewing, on an open workshop: past (`past`) or to come. */
const ACTIONS_BY_ACTOR: Record<
  WorkshopActor,
  (at: {
    past: boolean;
    onItsDay: boolean;
    userId: string | null;
    assigned: readonly string[];
  }) => WorkshopAction[]
> = {
  superAdmin: ({ past, onItsDay }) =>
    past
      ? ['complete']
      : ['edit', 'offer', 'assign', 'cancel', 'sendUpdate', ...(onItsDay ? (['complete'] as const) : [])],
  facilitator: ({ past, userId, assigned }) =>
    !past && userId && assigned.includes(userId) ? ['respond', 'sendUpdate'] : [],
  participant: ({ past, userId }) => (!past && userId ? ['showInterest'] : []),
  public: () => [],
};

export const can = (...args: [...Parameters<typeof allowedActions>, WorkshopAction]) => {
  const action = args[4];
  return allowedActions(args[0], args[1], args[2], args[3]).includes(action);
};

export type FacilitatorList = 'requiringResponse' | 'assigned' | 'myResponses' | 'past';

/**
 * The facilitator dashboard's lists. A workshop assigned to me with no response of mine needs a response;
 * one I answered is in my responses; every open upcoming one I am assigned to is in assigned. Past, delivered
 * and cancelled ones (even a cancelled one whose day is still to come: the facilitator must learn why it was
 * called off) are past, latest first.
 */
export function facilitatorLists(
  workshops: (Pick<Workshop, 'status' | 'date' | 'facilitatorIds' | 'responses'> & { id: string })[],
  userId: string,
  today: string,
): Record<FacilitatorList, string[]> {
  const lists: Record<FacilitatorList, string[]> = {
    requiringResponse: [],
    assigned: [],
    myResponses: [],
    past: [],
  };
  const past: typeof workshops = [];
  for (const w of workshops) {
    if (!w.facilitatorIds.includes(userId)) continue;
    if (isPast(w, today) || isClosed(w)) {
      past.push(w);
      continue;
    }
    lists.assigned.push(w.id);
    if (w.responses[userId]) lists.myResponses.push(w.id);
    else lists.requiringResponse.push(w.id);
  }
  lists.past = past.sort((a, b) => b.date.localeCompare(a.date)).map((w) => w.id);
  return lists;
}

/** Keeps `facilitatorIds` (what rules and queries use) in step with `facilitators`; one entry per person. */
export function withFacilitators(
  assignments: Workshop['facilitators'],
): Pick<Workshop, 'facilitators' | 'facilitatorIds'> {
  const seen = new Map<string, Workshop['facilitators'][number]>();
  for (const a of assignments) seen.set(a.userId, a);
  const facilitators = [...seen.values()];
  return { facilitators, facilitatorIds: facilitators.map((f) => f.userId) };
}

/** End time must be after start time, and the span must match the duration (2, 3 or 4 hours). */
export function timeProblem(w: Pick<Workshop, 'startTime' | 'endTime' | 'duration'>): string | null {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const span = minutes(w.endTime) - minutes(w.startTime);
  if (span <= 0) return 'End time must be after start time';
  if (span !== w.duration * 60)
    return `A ${w.duration}-hour workshop must end ${w.duration} hours after it starts`;
  return null;
}

/** The workshop directory's filter: upcoming, open, matching text in title, organisation or address. */
export function filterDirectory<
  T extends Pick<Workshop, 'title' | 'organisationName' | 'address' | 'date' | 'status'>,
>(workshops: T[], query: string, today: string): T[] {
  const q = query.trim().toLowerCase();
  return workshops
    .filter((w) => !isPast(w, today) && !isClosed(w))
    .filter((w) => !q || [w.title, w.organisationName, w.address].some((s) => s.toLowerCase().includes(q)))
    .sort((a, b) => a.date.localeCompare(b.date));
}
