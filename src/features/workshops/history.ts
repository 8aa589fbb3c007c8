import type { InterestRecord } from './model';
import type { PublicWorkshop } from './public-workshop';
import { isPast } from './rules';

/**
 * Where a workshop stands for the people in it, in the words their dashboards use. Cancelled and delivered
 * (status completed) say so whatever the date; an open one is upcoming until its day has gone, then past.
 */
export type Standing = 'upcoming' | 'cancelled' | 'delivered' | 'past';
export const STANDING_LABEL: Record<Standing, string> = {
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
  delivered: 'Delivered',
  past: 'Past',
};

export function standingOf(w: Pick<PublicWorkshop, 'status' | 'date'>, today: string): Standing {
  if (w.status === 'cancelled') return 'cancelled';
  if (w.status === 'completed') return 'delivered';
  return isPast(w, today) ? 'past' : 'upcoming';
}

/** One e-mail a participant was sent about a workshop (their own workshopEmailLogs entries). */
export interface ReceivedUpdate {
  workshopId: string;
  type: string;
  subject: string;
  sentAt: Date;
}

/** One workshop I registered interest in: the workshop as the public sees it, my answer, what I was sent. */
export interface MyWorkshop {
  id: string;
  /** Null when the workshop is no longer listed (deleted by a super admin). */
  workshop: (PublicWorkshop & { id: string }) | null;
  standing: Standing | 'removed';
  interest: InterestRecord;
  /** Newest first. */
  updates: ReceivedUpdate[];
  /** My answer may change while the workshop is open and to come (the rules refuse it otherwise). */
  canChangeAnswer: boolean;
}

/**
 * The participant dashboard's "your workshops": the workshops I registered interest in, split into those to come
 * (soonest first) and the earlier ones, cancelled, delivered, past or no longer listed (latest first).
 */
export function participantHistory(
  interests: InterestRecord[],
  workshops: ReadonlyMap<string, (PublicWorkshop & { id: string }) | null>,
  updates: ReceivedUpdate[],
  today: string,
): { upcoming: MyWorkshop[]; earlier: MyWorkshop[] } {
  const mine: MyWorkshop[] = interests.map((interest) => {
    const workshop = workshops.get(interest.workshopId) ?? null;
    const standing = workshop ? standingOf(workshop, today) : 'removed';
    return {
      id: interest.workshopId,
      workshop,
      standing,
      interest,
      updates: updates
        .filter((u) => u.workshopId === interest.workshopId)
        .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime()),
      canChangeAnswer: standing === 'upcoming',
    };
  });
  const dateOf = (m: MyWorkshop) => m.workshop?.date ?? '';
  return {
    upcoming: mine
      .filter((m) => m.standing === 'upcoming')
      .sort((a, b) => dateOf(a).localeCompare(dateOf(b))),
    earlier: mine.filter((m) => m.standing !== 'upcoming').sort((a, b) => dateOf(b).localeCompare(dateOf(a))),
  };
}

/** The open workshops I may still show interest in: those I have not registered for already. */
export function notYetRegistered<T extends { id: string }>(
  open: T[],
  interests: Pick<InterestRecord, 'workshopId'>[],
) {
  const registered = new Set(interests.map((i) => i.workshopId));
  return open.filter((w) => !registered.has(w.id));
}

/**
 * The offers made to me, split by how their workshop (its public copy) stands now: still open, or closed
 * (cancelled or delivered), which is shown with the past ones and no longer asks for an answer. An offer whose
 * workshop I was assigned to is left out of the closed ones (the workshop itself is shown), and one whose
 * public copy is not known (not read yet, or deleted) stays open as the offer says.
 */
export function offersByStanding<T extends { workshopId: string }>(
  offers: T[],
  workshops: ReadonlyMap<string, Pick<PublicWorkshop, 'status'> | null>,
  assignedIds: readonly string[],
): { open: T[]; closed: T[] } {
  const closedStatus = (o: T) => {
    const status = workshops.get(o.workshopId)?.status;
    return status === 'cancelled' || status === 'completed';
  };
  return {
    open: offers.filter((o) => !closedStatus(o)),
    closed: offers.filter((o) => closedStatus(o) && !assignedIds.includes(o.workshopId)),
  };
}
