import { csvText } from './csv.js';

/**
 * A project's archive export: a zip that Omeka S's CSV Import reads (`items.csv`, Dublin Core columns, one row
 * per recording), the recordings' media under `media/`, and `manifest.json` saying what is in it and what was left
 * out and why. Pure: the function (projects/export-project.ts) gathers the documents and the files, and the tests
 * check the same builders.
 *
 * What goes in: a recording whose contributor consented to the `archive` use, with that consent standing (not
 * withdrawn, given by someone, through a guardian for an under-18). Moderation approval is not required: it
 * decides what the public hears in the app, while the archive keeps what the contributor agreed to keep, and
 * a recording not yet reviewed would otherwise be lost to it. A recording a moderator rejected is left out,
 * since the rejection may be about what it says and an Omeka S site publishes what it imports. Each item carries
 * its moderation status in the manifest.
 */
export const ARCHIVE_CSV = 'items.csv';
export const ARCHIVE_MANIFEST = 'manifest.json';
export const MEDIA_FOLDER = 'media';
/** Between the values of one cell (subjects; coverage's place and point): set it as CSV Import's multivalue separator. */
export const MULTIVALUE_SEPARATOR = ';';

/** The CSV's columns: Dublin Core terms CSV Import maps by name, and the file of each item's media. */
export const ARCHIVE_COLUMNS = [
  'dcterms:identifier',
  'dcterms:title',
  'dcterms:creator',
  'dcterms:date',
  'dcterms:coverage',
  'dcterms:subject',
  'dcterms:rights',
  'dcterms:isPartOf',
  'media',
] as const;

/** The licences a consent records (the app's LICENCES), with the name and address the archive gives them. */
export const LICENCE_RIGHTS: Record<string, { name: string; url?: string }> = {
  'CC-BY-4.0': {
    name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  'CC-BY-NC-4.0': {
    name: 'Creative Commons Attribution-NonCommercial 4.0 International (CC BY-NC 4.0)',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/',
  },
  'CC-BY-NC-ND-4.0': {
    name: 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International (CC BY-NC-ND 4.0)',
    url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  },
  'all-rights-reserved': { name: 'All rights reserved' },
};

/** A recording as the export reads it: the stored fields it uses, times already turned into dates. */
export interface ArchiveRecording {
  id: string;
  title?: string;
  authorKey?: string;
  pinKey?: string;
  audioUrl?: string;
  licence?: string;
  createdAt?: Date;
  tags?: { subjectTags?: string[]; genreTags?: string[] };
  moderation?: { status?: string; reason?: string };
  /** The public facts of the consent; who gave it is in the private record, which the archive leaves out. */
  consent?: {
    contributorUnder18?: boolean;
    consentedAt?: Date;
    uses?: string[];
    withdrawnAt?: Date;
  };
}

export type LeftOutReason = 'no-archive-consent' | 'consent-withdrawn' | 'rejected' | 'media-unavailable';
export const LEFT_OUT_WORDS: Record<LeftOutReason, string> = {
  'no-archive-consent': 'No consent to keep it in the archive',
  'consent-withdrawn': 'Consent was withdrawn',
  rejected: 'Rejected in moderation',
  'media-unavailable': 'Its media file could not be fetched',
};

export interface LeftOut {
  id: string;
  title: string;
  reason: LeftOutReason;
  detail?: string;
}

/** Whether a recording goes in the archive, or why not (the media is checked later, when it is fetched). */
export function archiveDecision(r: ArchiveRecording): { include: true } | { include: false; left: LeftOut } {
  const out = (reason: LeftOutReason, detail?: string) => ({
    include: false as const,
    left: { id: r.id, title: titleOf(r), reason, ...(detail ? { detail } : {}) },
  });
  const c = r.consent;
  if (c?.withdrawnAt) return out('consent-withdrawn', `on ${isoDay(c.withdrawnAt)}`);
  // As the app decides (recordings' consentState): a consent counts when it was given for a use. The rules
  // write who gave it (and a guardian for a child) in the private record together with these facts.
  if (!c || (c.uses ?? []).length === 0) return out('no-archive-consent', 'no consent is recorded');
  if (!(c.uses ?? []).includes('archive'))
    return out('no-archive-consent', `consent covers ${(c.uses ?? []).join(', ') || 'no use'} only`);
  if (r.moderation?.status === 'rejected') return out('rejected', r.moderation.reason);
  return { include: true };
}

export const titleOf = (r: Pick<ArchiveRecording, 'id' | 'title'>) => r.title?.trim() || r.id;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The file name of a recording's media in the zip: its id with the extension its address or type gives. */
export function mediaPath(recordingId: string, audioUrl: string, contentType?: string): string {
  const byType: Record<string, string> = {
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/wave': 'wav',
    'audio/mpeg': 'mp3',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'audio/aac': 'aac',
    'audio/ogg': 'ogg',
    'audio/webm': 'webm',
    'audio/flac': 'flac',
  };
  // A Storage download URL keeps the object's path, encoded, before its query: ".../o/audio%2Fx.mp3?alt=media".
  const path = decodeURIComponent(audioUrl.split(/[?#]/)[0] ?? '');
  const fromUrl = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
  const fromType = contentType ? byType[contentType.split(';')[0]!.trim().toLowerCase()] : undefined;
  const safeId = recordingId.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `${MEDIA_FOLDER}/${safeId}.${fromUrl ?? fromType ?? 'bin'}`;
}

/** The project's name as a file name: lower case, words joined by dashes; its id when the name has no letters. */
export function projectSlug(name: string, id: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || id.replace(/[^A-Za-z0-9_-]/g, '-');
}

export const archiveFileName = (name: string, id: string) => `${projectSlug(name, id)}-archive.zip`;

export interface ArchivePin {
  title?: string;
  lat?: number;
  long?: number;
}

/** One item as the CSV and the manifest describe it. */
export interface ArchiveItem {
  recording: ArchiveRecording;
  creator: string;
  pin?: ArchivePin;
  file: string;
  size: number;
  sha256: string;
  contentType?: string;
}

/** A value of a multivalued cell must not hold the separator, or the importer would split it in two. */
const value = (s: string) => oneLine(s.split(MULTIVALUE_SEPARATOR).join(','));
const joined = (values: string[]) => values.filter(Boolean).join(MULTIVALUE_SEPARATOR);

/** Where: "lat,long" of its pin, and the pin's name, as two values. */
export function coverageOf(pin: ArchivePin | undefined): string {
  if (!pin) return '';
  const point = typeof pin.lat === 'number' && typeof pin.long === 'number' ? `${pin.lat},${pin.long}` : '';
  return joined([point, value(pin.title ?? '')]);
}

export function rightsOf(licence: string | undefined): string {
  const known = licence ? LICENCE_RIGHTS[licence] : undefined;
  if (!known) return licence ?? '';
  return known.url ? `${known.name} ${known.url}` : known.name;
}

/** When it was recorded: the day the recording was stored, else the day consent was given. */
export function dateOf(r: ArchiveRecording): string {
  const when = r.createdAt ?? r.consent?.consentedAt;
  return when && !Number.isNaN(when.getTime()) ? isoDay(when) : '';
}

/** Its subject and genre tags, each name once. */
export function subjectsOf(r: ArchiveRecording): string {
  const names = [...(r.tags?.subjectTags ?? []), ...(r.tags?.genreTags ?? [])].map(value).filter(Boolean);
  const seen = new Set<string>();
  return joined(
    names.filter((n) => {
      const key = n.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

/** One CSV row, in the order of ARCHIVE_COLUMNS. */
export function archiveRow(item: ArchiveItem, projectName: string): string[] {
  const r = item.recording;
  return [
    r.id,
    oneLine(titleOf(r)),
    oneLine(item.creator),
    dateOf(r),
    coverageOf(item.pin),
    subjectsOf(r),
    rightsOf(r.licence),
    oneLine(projectName),
    item.file,
  ];
}

/** items.csv: for the importer, so values are kept exactly (no spreadsheet formula guard; see csvCell). */
export const archiveCsv = (items: readonly ArchiveItem[], projectName: string): string =>
  csvText([[...ARCHIVE_COLUMNS], ...items.map((item) => archiveRow(item, projectName))], {
    asData: true,
  });

export interface ArchiveManifestInput {
  project: { id: string; name: string; organisationId: string };
  exportedAt: Date;
  exportedBy: { uid: string; name: string };
  recordings: number;
  items: readonly ArchiveItem[];
  leftOut: readonly LeftOut[];
}

/** manifest.json: what the zip holds, how to import it, and every recording left out with why. */
export function archiveManifest(input: ArchiveManifestInput) {
  const count = (reason: LeftOutReason) => input.leftOut.filter((l) => l.reason === reason).length;
  return {
    format: 'Omeka S CSV Import',
    project: input.project,
    exportedAt: input.exportedAt.toISOString(),
    exportedBy: input.exportedBy,
    rule:
      'Recordings whose contributor consented to the archive use, that consent standing (not withdrawn), and ' +
      'not rejected in moderation; approval is not required (each item says its moderation status).',
    csv: {
      file: ARCHIVE_CSV,
      columns: [...ARCHIVE_COLUMNS],
      multivalueSeparator: MULTIVALUE_SEPARATOR,
      notes:
        `Set "${MULTIVALUE_SEPARATOR}" as the multivalue separator and use it for dcterms:subject (one value per ` +
        'tag) and dcterms:coverage (the point "latitude,longitude" and the place name) only: a title may hold ' +
        'the character. The media column names each ' +
        'file inside this zip: unzip it into the sideload folder and map the column to Media source → Sideload.',
    },
    counts: {
      recordings: input.recordings,
      items: input.items.length,
      files: input.items.length,
      leftOut: input.leftOut.length,
      noArchiveConsent: count('no-archive-consent'),
      consentWithdrawn: count('consent-withdrawn'),
      rejected: count('rejected'),
      mediaUnavailable: count('media-unavailable'),
    },
    items: input.items.map((item) => ({
      id: item.recording.id,
      title: titleOf(item.recording),
      file: item.file,
      size: item.size,
      sha256: item.sha256,
      ...(item.contentType ? { contentType: item.contentType } : {}),
      moderation: item.recording.moderation?.status ?? 'none',
      licence: item.recording.licence ?? null,
    })),
    leftOut: input.leftOut.map((l) => ({ ...l, why: LEFT_OUT_WORDS[l.reason] })),
  };
}
export type ArchiveManifest = ReturnType<typeof archiveManifest>;

/** The export's job document, `projectExports/{jobId}`: written by the function only, followed by the screen. */
export interface ProjectExportJob {
  projectId: string;
  projectName: string;
  organisationId: string;
  requestedBy: string;
  status: 'running' | 'done' | 'failed';
  /** Recordings with archive consent, whose media is fetched; `done` of them handled so far. */
  total: number;
  done: number;
  /**
   * Media that could not be fetched (the recordings are left out of the CSV and listed in the manifest): how many,
   * and the first JOB_FAILURES_SHOWN of them.
   */
  failed: number;
  failures: { id: string; title: string; reason: string }[];
  /** Left out before any fetch, by reason. */
  leftOut: { noArchiveConsent: number; consentWithdrawn: number; rejected: number };
  fileName: string;
  error?: string;
  createdAt: Date;
  updatedAt: Date;
  finishedAt?: Date;
}

export const EXPORT_JOB_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const JOB_FAILURES_SHOWN = 100;
