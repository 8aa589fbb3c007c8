import { countOf } from '../../lib/plural';

/**
 * `Authors/{key}.projectKeys`: the projects in which an author has at least one recording. Recordings carry
 * `authorKey` and `project`, authors carry nothing about projects, so this list is kept beside each profile for
 * per-project author counts (`array-contains` + countOf()). Pure functions here; I/O in project-keys-service.ts.
 */

/** The product's batches hold 450 or 500 operations: the rebuild writes in groups of 450. */
export const PROJECT_KEYS_BATCH = 450;
/** firestore.rules caps the list at this many projects. */
export const MAX_PROJECT_KEYS = 1000;

export interface RecordingRef {
  authorKey?: unknown;
  project?: unknown;
}

/** Adds each recording's project to its author's set; recordings without an author or a project are skipped. */
export function collectAuthorProjects(
  recordings: Iterable<RecordingRef>,
  into: Map<string, Set<string>> = new Map(),
): Map<string, Set<string>> {
  for (const r of recordings) {
    const author = typeof r.authorKey === 'string' ? r.authorKey.trim() : '';
    const project = typeof r.project === 'string' ? r.project.trim() : '';
    if (!author || !project) continue;
    const set = into.get(author) ?? new Set<string>();
    set.add(project);
    into.set(author, set);
  }
  return into;
}

/** Sorted, without duplicates or blanks: the stored form, so equal sets compare equal. */
export function normaliseProjectKeys(...lists: readonly (readonly string[] | undefined)[]): string[] {
  const all = new Set<string>();
  for (const list of lists) for (const k of list ?? []) if (k.trim()) all.add(k.trim());
  return [...all].sort();
}

/** Author key → sorted project keys. */
export function authorProjectKeys(
  collected: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, string[]> {
  return new Map([...collected].map(([author, projects]) => [author, normaliseProjectKeys([...projects])]));
}

export interface StoredAuthorKeys {
  id: string;
  /** As stored; undefined when the profile has no list yet (it is then written, even if empty). */
  projectKeys: readonly string[] | undefined;
}

export interface ProjectKeysWrite {
  id: string;
  projectKeys: string[];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

/**
 * The writes that make every stored list match the recordings: only the authors whose list differs (an
 * author with no recordings gets []). Recordings whose author has no profile write nothing: a profile is never
 * created by a count.
 */
export function planProjectKeyWrites(
  authors: readonly StoredAuthorKeys[],
  computed: ReadonlyMap<string, readonly string[]>,
): ProjectKeysWrite[] {
  const writes: ProjectKeysWrite[] = [];
  for (const a of authors) {
    const wanted = [...(computed.get(a.id) ?? [])];
    if (a.projectKeys === undefined || !sameList(a.projectKeys, wanted)) {
      writes.push({ id: a.id, projectKeys: wanted });
    }
  }
  return writes;
}

/** Author keys that recordings name but that have no profile (reported, never written). */
export function authorsWithoutProfile(
  authors: readonly { id: string }[],
  computed: ReadonlyMap<string, unknown>,
): string[] {
  const known = new Set(authors.map((a) => a.id));
  return [...computed.keys()].filter((k) => !known.has(k)).sort();
}

export interface RebuildProgress {
  phase: 'recordings' | 'authors' | 'writing';
  recordingsRead: number;
  authorsRead: number;
  written: number;
  toWrite: number;
}

export interface RebuildResult {
  recordingsRead: number;
  authorsRead: number;
  /** Profiles whose list changed. */
  updated: number;
  /** Profiles deleted while the rebuild ran (nothing to write). */
  skipped: number;
  /** Profiles that could not be written, with the reason (e.g. a profile the rules refuse as it stands). */
  failed: { id: string; reason: string }[];
  /** Author keys that recordings name but that have no profile. */
  missingProfiles: string[];
}

/** What the rebuild on /stats-view says while it runs and when it ends. */
const n = (value: number) => value.toLocaleString('en-GB');

export function progressText(p: RebuildProgress): string {
  if (p.phase === 'recordings') return `Reading recordings… ${n(p.recordingsRead)} read`;
  if (p.phase === 'authors') return `Reading author profiles… ${n(p.authorsRead)} read`;
  return `Updating author profiles… ${n(p.written)} of ${n(p.toWrite)}`;
}

export function resultText(r: RebuildResult): string {
  const read = `${countOf(r.recordingsRead, 'recording')} and ${countOf(r.authorsRead, 'profile')}`;
  const parts = [
    `Author counts rebuilt from ${read}: ` +
      (r.updated === 0 ? 'no profile needed a change.' : `${countOf(r.updated, 'profile')} updated.`),
  ];
  if (r.skipped > 0) parts.push(`${countOf(r.skipped, 'profile was', 'profiles were')} deleted meanwhile.`);
  if (r.missingProfiles.length > 0) {
    const keys = countOf(r.missingProfiles.length, 'author key');
    parts.push(`${keys} on recordings ${r.missingProfiles.length === 1 ? 'has' : 'have'} no profile.`);
  }
  const first = r.failed[0];
  if (first) {
    const what = countOf(r.failed.length, 'profile');
    parts.push(`${what} could not be updated (${first.id}: ${first.reason}).`);
  }
  return parts.join(' ');
}
