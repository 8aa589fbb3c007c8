import { TIME_BANDS, WEEKDAYS, type Availability, type TimeBandId, type Workshop } from './model';
import type { WorkshopOffer } from './offer-model';

/**
 * Who should run a workshop: facilitators ranked by their answer to the offer, how their general availability
 * covers the workshop's weekday and time bands, their compliance, and how many workshops they already have that
 * month, in that order of weight. Each comes with the reasons in words, so the person assigning sees why.
 */

type Weekday = (typeof WEEKDAYS)[number];
type Bands = Availability['bands'];

/** The bands' hours as minutes from midnight (spec: Early Morning 6AM-9AM ... Night 9PM-12AM). */
const BAND_MINUTES: Record<TimeBandId, [number, number]> = {
  earlyMorning: [6 * 60, 9 * 60],
  morning: [9 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 21 * 60],
  night: [21 * 60, 24 * 60],
};
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The weekday of a `YYYY-MM-DD` date (a calendar day, so read in UTC to stay the same everywhere). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** The time bands a workshop's hours overlap (10:00–13:00 is Morning and Afternoon). */
export function bandsOf(w: Pick<Workshop, 'startTime' | 'endTime'>): TimeBandId[] {
  const start = minutes(w.startTime);
  const end = minutes(w.endTime);
  return TIME_BANDS.filter((b) => start < BAND_MINUTES[b.id][1] && end > BAND_MINUTES[b.id][0]).map(
    (b) => b.id,
  );
}

export type Coverage = 'available' | 'tentative' | 'partly' | 'none' | 'unknown';

/**
 * How a facilitator's grid covers the workshop: available in every band it overlaps, tentative in some (and
 * available in the rest), available in only some, in none, or unknown when they never filled in the grid.
 */
export function coverageOf(bands: Bands | null, day: Weekday, needed: TimeBandId[]): Coverage {
  if (!bands) return 'unknown';
  const marks = needed.map((b) => bands[day]?.[b]);
  if (needed.length === 0 || marks.every((m) => m === undefined)) return 'none';
  if (marks.every((m) => m === 'available')) return 'available';
  if (marks.every((m) => m !== undefined)) return 'tentative';
  return 'partly';
}

export interface Compliance {
  contractSigned?: boolean;
  dbsNumberShared?: boolean;
}

export interface Candidate {
  userId: string;
  name: string;
  email: string;
}

export interface RankingInput {
  workshop: Pick<Workshop, 'date' | 'startTime' | 'endTime'> & { id: string };
  candidates: Candidate[];
  offers: Pick<WorkshopOffer, 'facilitatorId' | 'response' | 'canAttend' | 'needsCoverage' | 'notes'>[];
  /** Each facilitator's general availability; missing means they have not filled it in. */
  availability: Record<string, Bands | undefined>;
  compliance: Record<string, Compliance | undefined>;
  /** Other workshops (not this one) with their assigned facilitators, to count each one's load that month. */
  workshops: (Pick<Workshop, 'date' | 'facilitatorIds' | 'status'> & { id: string })[];
}

export interface RankedCandidate extends Candidate {
  rank: number;
  answer: NonNullable<WorkshopOffer['response']> | 'not offered' | 'no answer';
  coverage: Coverage;
  compliant: boolean;
  monthLoad: number;
  /** Why this facilitator is where they are, one phrase per criterion, most weighty first. */
  reasons: string[];
}

const ANSWER_SCORE: Record<RankedCandidate['answer'], number> = {
  available: 4,
  tentative: 3,
  'no answer': 2,
  'not offered': 1,
  unavailable: 0,
};
const COVERAGE_SCORE: Record<Coverage, number> = {
  available: 4,
  tentative: 3,
  partly: 2,
  unknown: 1,
  none: 0,
};

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const bandNames = (ids: TimeBandId[]) =>
  ids.map((id) => TIME_BANDS.find((b) => b.id === id)!.label.toLowerCase()).join(' and ');

function answerReason(
  answer: RankedCandidate['answer'],
  offer: RankingInput['offers'][number] | undefined,
): string {
  if (answer === 'not offered') return 'Not offered this workshop yet';
  if (answer === 'no answer') return 'Offered, no answer yet';
  const extras = [
    offer?.canAttend === false ? 'cannot attend' : null,
    offer?.needsCoverage ? 'needs coverage' : null,
  ].filter(Boolean);
  return `Answered ${answer}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

function coverageReason(coverage: Coverage, day: Weekday, needed: TimeBandId[]): string {
  const when = `${capital(day)} ${bandNames(needed)}`;
  switch (coverage) {
    case 'available':
      return `Usually available ${when}`;
    case 'tentative':
      return `Tentative ${when}`;
    case 'partly':
      return `Available for only part of ${when}`;
    case 'unknown':
      return 'Has not filled in general availability';
    case 'none':
      return `Not usually available ${when}`;
  }
}

function complianceReason(c: Compliance | undefined): string {
  const missing = [
    c?.contractSigned ? null : 'contract not signed',
    c?.dbsNumberShared ? null : 'DBS check not shared',
  ].filter(Boolean);
  return missing.length ? `Compliance incomplete: ${missing.join(', ')}` : 'Compliance complete';
}

const loadReason = (n: number, month: string) =>
  `${n === 0 ? 'No' : n} other workshop${n === 1 ? '' : 's'} in ${month}`;

/** The month of a `YYYY-MM-DD` date in words ("March 2027"). */
const monthName = (date: string) =>
  new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The candidates, best first; ties keep name order so the list does not jump about. */
export function rankFacilitators(input: RankingInput): RankedCandidate[] {
  const { workshop } = input;
  const day = weekdayOf(workshop.date);
  const needed = bandsOf(workshop);
  const month = workshop.date.slice(0, 7);
  const offers = new Map(input.offers.map((o) => [o.facilitatorId, o]));
  const load = new Map<string, number>();
  for (const w of input.workshops) {
    if (w.id === workshop.id || w.status === 'cancelled' || w.date.slice(0, 7) !== month) continue;
    for (const id of w.facilitatorIds) load.set(id, (load.get(id) ?? 0) + 1);
  }

  const scored = input.candidates.map((c) => {
    const offer = offers.get(c.userId);
    const answer: RankedCandidate['answer'] = !offer ? 'not offered' : (offer.response ?? 'no answer');
    const coverage = coverageOf(input.availability[c.userId] ?? null, day, needed);
    const compliance = input.compliance[c.userId];
    const compliant = !!compliance?.contractSigned && !!compliance?.dbsNumberShared;
    const monthLoad = load.get(c.userId) ?? 0;
    // Someone who said they cannot attend, though they marked themselves available, counts as tentative.
    const answerScore =
      answer === 'available' && offer?.canAttend === false ? ANSWER_SCORE.tentative : ANSWER_SCORE[answer];
    return {
      ...c,
      answer,
      coverage,
      compliant,
      monthLoad,
      key: [answerScore, COVERAGE_SCORE[coverage], compliant ? 1 : 0, -monthLoad],
      reasons: [
        answerReason(answer, offer),
        coverageReason(coverage, day, needed),
        complianceReason(compliance),
        loadReason(monthLoad, monthName(workshop.date)),
      ],
    };
  });

  scored.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i]! - a.key[i]!;
    return (a.name || a.email).localeCompare(b.name || b.email);
  });
  return scored.map(({ key: _key, ...c }, i) => ({ ...c, rank: i + 1 }));
}

/**
 * A group's availability combined: for each weekday and band, how many members are available and how many
 * tentative, out of how many gave any availability at all. The heat map when choosing a date.
 */
export function combineAvailability(grids: Bands[]): {
  people: number;
  cells: Record<Weekday, Record<TimeBandId, { available: number; tentative: number }>>;
} {
  const cells = Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      Object.fromEntries(TIME_BANDS.map((b) => [b.id, { available: 0, tentative: 0 }])),
    ]),
  ) as Record<Weekday, Record<TimeBandId, { available: number; tentative: number }>>;
  for (const grid of grids)
    for (const d of WEEKDAYS)
      for (const b of TIME_BANDS) {
        const mark = grid[d]?.[b.id];
        if (mark) cells[d][b.id][mark] += 1;
      }
  return { people: grids.length, cells };
}
