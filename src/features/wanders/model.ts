import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';

/*
 * A wander: an ordered walk through one project's pins. This file is pure: the document's schema and
 * the walk maths (distances, times, the checks before publishing), tested in model.test.ts against worked
 * examples. Distances are in metres, times in seconds, paces in km/h.
 */

export const WANDER_STATUSES = ['draft', 'published'] as const;
export type WanderStatus = (typeof WANDER_STATUSES)[number];

/** An average adult's walking pace; the screen lets the user set their own between the bounds. */
export const DEFAULT_PACE_KMH = 4.5;
/** A slow stroll with stops to a brisk walk: outside this, "walking time" stops meaning walking. */
export const MIN_PACE_KMH = 1;
export const MAX_PACE_KMH = 8;
export const WANDER_TITLE_MAX = 200;
/** A wander holds at most a project's pins: the pin cap of the rules (pinCap()) and PIN_LIST_LIMIT. */
export const WANDER_PIN_CAP = 20_000;

/**
 * A pin triggers its story within `collectionLogic.radius` metres (the pin editor's documented shape,
 * `{"radius": 25}`). No default is given, so a pin without a usable radius gets the editor's example, 25 m.
 */
export const DEFAULT_TRIGGER_METRES = 25;
/**
 * A pin counts as far off the walk when it lies more than this from the straight line between its two
 * neighbours (the cross-track distance, or the distance to the nearer neighbour when it lies beyond either
 * end): about two town blocks, a detour a walker would notice and a listener would not expect.
 */
export const OFF_ROUTE_METRES = 150;
/** The Earth's mean radius (IUGG), the usual one for haversine distances. */
export const EARTH_RADIUS_METRES = 6_371_000;

/** Collection `wanders/{wanderId}`. */
export const zWander = z.object({
  organisationId: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1), z.maxLength(WANDER_TITLE_MAX)),
  pinKeys: z.array(z.string()).check(z.maxLength(WANDER_PIN_CAP)),
  paceKmh: z.number().check(z.minimum(MIN_PACE_KMH), z.maximum(MAX_PACE_KMH)),
  status: z.enum(WANDER_STATUSES),
  createdAt: zDate,
  createdBy: z.string(),
  updatedAt: zDate,
});
export type Wander = z.infer<typeof zWander>;

/** What the editor saves: checked before any write, with the field's own message. */
export const zWanderInput = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the wander a title'),
      z.maxLength(WANDER_TITLE_MAX, `At most ${WANDER_TITLE_MAX} characters`),
    ),
  pinKeys: z.array(z.string().check(z.minLength(1))).check(
    z.minLength(1, 'Add at least one pin'),
    z.maxLength(WANDER_PIN_CAP, `At most ${WANDER_PIN_CAP} pins`),
    z.refine((keys) => new Set(keys).size === keys.length, 'A pin can be on a wander only once'),
  ),
  paceKmh: z
    .number({ error: 'Pace must be a number' })
    .check(
      z.minimum(MIN_PACE_KMH, `Pace must be between ${MIN_PACE_KMH} and ${MAX_PACE_KMH} km/h`),
      z.maximum(MAX_PACE_KMH, `Pace must be between ${MIN_PACE_KMH} and ${MAX_PACE_KMH} km/h`),
    ),
});
export type WanderInput = z.infer<typeof zWanderInput>;

/**
 * A wander's fields as every writer builds them (service, seed, tests), timestamps aside: the service adds the
 * server's time, the seed a fixed one.
 */
export function wanderRecord(
  scope: { organisationId: string; projectId: string },
  input: WanderInput,
  status: WanderStatus,
  createdBy: string,
) {
  return {
    organisationId: scope.organisationId,
    projectId: scope.projectId,
    title: input.title.trim(),
    pinKeys: [...input.pinKeys],
    paceKmh: input.paceKmh,
    status,
    createdBy,
  };
}

/**
 * A new wander's order, from the project's pin order (pinOrder id within pinOrder branch): the main branch
 * first, then the other branches as Branch View lists them, then the pins in no branch.
 */
export function initialOrder(
  branches: readonly { name: string; pins: readonly { pinKey: string }[] }[],
  unordered: readonly { pinKey: string }[],
  mainBranch = 'main',
): string[] {
  const main = branches.filter((b) => b.name === mainBranch);
  const others = branches.filter((b) => b.name !== mainBranch);
  return [...main, ...others, { pins: unordered }].flatMap((b) => b.pins.map((p) => p.pinKey));
}

// ---------- walk maths ----------

export interface GeoPoint {
  lat: number;
  long: number;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) between two points, in metres. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, in radians. */
function bearing(a: GeoPoint, b: GeoPoint): number {
  const dLong = rad(b.long - a.long);
  const y = Math.sin(dLong) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(dLong);
  return Math.atan2(y, x);
}

/**
 * How far p lies from the great-circle segment a–b, in metres: the cross-track distance when p lies alongside
 * the segment, otherwise the distance to the nearer end.
 */
export function offLineMetres(p: GeoPoint, a: GeoPoint, b: GeoPoint): number {
  const ab = distanceMetres(a, b);
  const ap = distanceMetres(a, p);
  if (ab === 0) return ap;
  const angle = bearing(a, p) - bearing(a, b);
  if (Math.cos(angle) <= 0) return ap; // behind a
  const crossTrack = Math.asin(Math.sin(ap / EARTH_RADIUS_METRES) * Math.sin(angle)) * EARTH_RADIUS_METRES;
  const alongTrack =
    Math.acos(
      Math.max(
        -1,
        Math.min(1, Math.cos(ap / EARTH_RADIUS_METRES) / Math.cos(crossTrack / EARTH_RADIUS_METRES)),
      ),
    ) * EARTH_RADIUS_METRES;
  if (alongTrack > ab) return distanceMetres(b, p); // beyond b
  return Math.abs(crossTrack);
}

/** The distance of each leg: from each point to the next. */
export function legMetres(points: readonly GeoPoint[]): number[] {
  return points.slice(1).map((p, i) => distanceMetres(points[i]!, p));
}

/** The walk's length: the sum of its legs. */
export function walkLengthMetres(points: readonly GeoPoint[]): number {
  return legMetres(points).reduce((sum, leg) => sum + leg, 0);
}

/** Time to walk a distance at a pace (km/h), in seconds. */
export function walkingSeconds(metres: number, paceKmh: number): number {
  return metres / ((paceKmh * 1000) / 3600);
}

/** A pin's trigger distance from its collectionLogic: a positive finite `radius`, or the default. */
export function triggerMetres(collectionLogic: unknown): number {
  if (collectionLogic && typeof collectionLogic === 'object' && 'radius' in collectionLogic) {
    const radius = (collectionLogic as { radius: unknown }).radius;
    if (typeof radius === 'number' && Number.isFinite(radius) && radius > 0) return radius;
  }
  return DEFAULT_TRIGGER_METRES;
}

/** A pin of the wander, in walk order, with what the checks need to know about it. */
export interface WanderStop {
  pinKey: string;
  name: string;
  point: GeoPoint;
  triggerMetres: number;
  /** Recordings heard at this pin. */
  recordings: number;
  /** The sum of the durations known of them. */
  audioSeconds: number;
  /** How many of them have no known duration (their audio could not be measured). */
  unknownDurations: number;
}

/** The total audio time of a walk: the known seconds, and how many recordings have no known duration. */
export function audioTotal(stops: readonly WanderStop[]): {
  seconds: number;
  unknown: number;
  recordings: number;
} {
  return stops.reduce(
    (t, s) => ({
      seconds: t.seconds + s.audioSeconds,
      unknown: t.unknown + s.unknownDurations,
      recordings: t.recordings + s.recordings,
    }),
    { seconds: 0, unknown: 0, recordings: 0 },
  );
}

// ---------- the checks before publishing ----------

export type WalkCheckKind = 'overlap' | 'storyTooLong' | 'offRoute' | 'noRecording';

export interface WalkProblem {
  pinKeys: string[];
  message: string;
}

export interface WalkCheck {
  kind: WalkCheckKind;
  title: string;
  problems: WalkProblem[];
}

export const WALK_CHECK_TITLES: Record<WalkCheckKind, string> = {
  overlap: 'Stories that overlap',
  storyTooLong: 'Stories longer than the walk to the next pin',
  offRoute: 'Pins far off the line of the walk',
  noRecording: 'Pins with no recording',
};

const metres = (m: number) => `${Math.round(m)} m`;

/**
 * Pins whose trigger circles overlap (closer together than the sum of their trigger distances), anywhere on the
 * walk, not only neighbours: standing between them, a listener would get both stories at once. A sweep by
 * latitude keeps this near-linear for thousands of pins: two pins further apart in latitude alone than the
 * largest possible sum of radii cannot overlap.
 */
export function overlapProblems(stops: readonly WanderStop[]): WalkProblem[] {
  const metresPerDegree = (EARTH_RADIUS_METRES * Math.PI) / 180;
  const maxRadius = Math.max(0, ...stops.map((s) => s.triggerMetres));
  const byLat = stops.map((s, i) => ({ s, i })).sort((x, y) => x.s.point.lat - y.s.point.lat || x.i - y.i);
  const found: { i: number; j: number; message: string }[] = [];
  for (let x = 0; x < byLat.length; x++) {
    const a = byLat[x]!;
    for (let y = x + 1; y < byLat.length; y++) {
      const b = byLat[y]!;
      if ((b.s.point.lat - a.s.point.lat) * metresPerDegree >= a.s.triggerMetres + maxRadius) break;
      const d = distanceMetres(a.s.point, b.s.point);
      if (d >= a.s.triggerMetres + b.s.triggerMetres) continue;
      const [first, second] = a.i < b.i ? [a, b] : [b, a];
      found.push({
        i: first.i,
        j: second.i,
        message:
          `"${first.s.name}" and "${second.s.name}" are ${metres(d)} apart, closer than their trigger distances ` +
          `(${metres(first.s.triggerMetres)} + ${metres(second.s.triggerMetres)}): their stories overlap.`,
      });
    }
  }
  return found
    .sort((p, q) => p.i - q.i || p.j - q.j)
    .map((p) => ({ pinKeys: [stops[p.i]!.pinKey, stops[p.j]!.pinKey], message: p.message }));
}

/** Pins whose stories (the known part of them) last longer than the walk from there to the next pin. */
export function storyTooLongProblems(stops: readonly WanderStop[], paceKmh: number): WalkProblem[] {
  return stops.slice(0, -1).flatMap((s, i) => {
    const next = stops[i + 1]!;
    const walk = walkingSeconds(distanceMetres(s.point, next.point), paceKmh);
    if (s.audioSeconds <= walk) return [];
    return [
      {
        pinKeys: [s.pinKey, next.pinKey],
        message:
          `"${s.name}" has ${formatDuration(s.audioSeconds)} of audio, but the walk to "${next.name}" takes ` +
          `${formatDuration(walk)} at ${paceKmh} km/h.`,
      },
    ];
  });
}

/** Pins more than OFF_ROUTE_METRES from the line between their neighbours (the first and last have one). */
export function offRouteProblems(stops: readonly WanderStop[]): WalkProblem[] {
  return stops.slice(1, -1).flatMap((s, k) => {
    const before = stops[k]!;
    const after = stops[k + 2]!;
    const off = offLineMetres(s.point, before.point, after.point);
    if (off <= OFF_ROUTE_METRES) return [];
    return [
      {
        pinKeys: [s.pinKey],
        message:
          `"${s.name}" is ${metres(off)} off the line from "${before.name}" to "${after.name}" ` +
          `(more than ${OFF_ROUTE_METRES} m).`,
      },
    ];
  });
}

export function noRecordingProblems(stops: readonly WanderStop[]): WalkProblem[] {
  return stops
    .filter((s) => s.recordings === 0)
    .map((s) => ({ pinKeys: [s.pinKey], message: `"${s.name}" has no recording.` }));
}

/** Every check, in a fixed order, each with the pins concerned (none: the check passed). */
export function walkChecks(stops: readonly WanderStop[], paceKmh: number): WalkCheck[] {
  const problems: Record<WalkCheckKind, WalkProblem[]> = {
    overlap: overlapProblems(stops),
    storyTooLong: storyTooLongProblems(stops, paceKmh),
    offRoute: offRouteProblems(stops),
    noRecording: noRecordingProblems(stops),
  };
  return (Object.keys(WALK_CHECK_TITLES) as WalkCheckKind[]).map((kind) => ({
    kind,
    title: WALK_CHECK_TITLES[kind],
    problems: problems[kind],
  }));
}

export const problemCount = (checks: readonly WalkCheck[]) =>
  checks.reduce((n, c) => n + c.problems.length, 0);

// ---------- display ----------

/** "850 m" below a kilometre, "1.24 km" above. */
export function formatDistance(m: number): string {
  return m < 1000 ? `${Math.round(m)} m` : `${(m / 1000).toFixed(2)} km`;
}

/** "45 s", "3 min 05 s", "1 h 02 min": precise enough for a walk, readable at a glance. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
