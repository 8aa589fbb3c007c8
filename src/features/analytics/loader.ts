import * as firestore from 'firebase/firestore';
import { db } from '../../lib/firebase';
import { COLLECTIONS } from '../../lib/collections';
import { analyticsYearPath } from '@storytelling/shared/analytics';
import { weeksInPeriod, yearsOfPeriod, type Period, type Week } from './model';

/**
 * Every Firestore read of the analytics and partnership dashboards goes through this loader, so that one meter
 * sees them all (their budget: at most 60 document reads a load). Firestore bills a document read per
 * document a get or a query returns (a missing document or an empty query: 1), and an aggregation query 1 read
 * per 1000 index entries it matched (at least 1). The dashboards use no aggregation query today (the totals are
 * the server's counters), but `countAggregation` is here so that any future one is metered the same way.
 */
export interface ReadMeter {
  reads: number;
  /** What was read, for a failing test's message. */
  log: string[];
}

let meter: ReadMeter | null = null;

/** Starts counting (tests): every read through the loader adds to the returned meter until `stopReadMeter`. */
export function startReadMeter(): ReadMeter {
  meter = { reads: 0, log: [] };
  return meter;
}
export function stopReadMeter(): void {
  meter = null;
}

/** Adds a read's cost to the meter: what Firestore would bill for it. */
export function tally(what: string, cost: number): void {
  if (!meter) return;
  meter.reads += cost;
  meter.log.push(`${what}: ${cost}`);
}

export async function meteredGetDoc(ref: firestore.DocumentReference) {
  const snap = await firestore.getDoc(ref);
  tally(ref.path, 1);
  return snap;
}

export async function meteredGetDocs(q: firestore.Query, what: string) {
  const snap = await firestore.getDocs(q);
  tally(what, Math.max(1, snap.size));
  return snap;
}

/** The cost of an aggregation query that matched `matched` index entries. */
export const aggregationCost = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

// ---------- The dashboard reads ----------

/** The organisations a super admin picks from (a page of them: the picker is a load's largest read). */
export const ORGANISATION_CHOICES_LIMIT = 50;

export async function loadOrganisationChoices(): Promise<{ id: string; name: string }[]> {
  const snap = await meteredGetDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.organisations),
      firestore.limit(ORGANISATION_CHOICES_LIMIT),
    ),
    'Organisations (choices)',
  );
  return snap.docs
    .map((d) => ({ id: d.id, name: String(d.get('name') ?? d.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The weeks of a period for one organisation: one document read per calendar year the period touches. */
export async function loadWeeks(organisationId: string, period: Period): Promise<Week[]> {
  const years = yearsOfPeriod(period);
  const snaps = await Promise.all(
    years.map((year) => meteredGetDoc(firestore.doc(db(), analyticsYearPath(organisationId, year)))),
  );
  const stored = new Map<string, unknown>();
  for (const snap of snaps) {
    const weeks = snap.exists() ? (snap.get('weeks') as Record<string, unknown> | undefined) : undefined;
    for (const [key, value] of Object.entries(weeks ?? {})) stored.set(key, value);
  }
  return weeksInPeriod(period, stored);
}
