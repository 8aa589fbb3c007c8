import { db, toDate } from '../mail/store.js';
import type { ArchivePin, ArchiveRecording } from '@storytelling/shared/project-archive';

/** What an archive export reads of a project: its recordings, their pins and their authors' names. */
export interface ArchiveSource {
  recordings: ArchiveRecording[];
  pins: Map<string, ArchivePin>;
  authors: Map<string, string>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const texts = (v: unknown) => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);
const day = (v: unknown) => toDate(v) ?? undefined;

/** A stored recording as the export reads it; fields of another shape are taken as missing. */
export function archiveRecordingOf(id: string, d: Record<string, unknown>): ArchiveRecording {
  const tags = (d.tags ?? {}) as Record<string, unknown>;
  const moderation = d.moderation as Record<string, unknown> | undefined;
  const c = d.consent as Record<string, unknown> | undefined;
  return {
    id,
    title: text(d.title),
    authorKey: text(d.authorKey),
    pinKey: text(d.pinKey),
    audioUrl: text(d.audioUrl),
    licence: text(d.licence),
    createdAt: day(d.createdAt),
    tags: { subjectTags: texts(tags.subjectTags), genreTags: texts(tags.genreTags) },
    ...(moderation
      ? { moderation: { status: text(moderation.status), reason: text(moderation.reason) } }
      : {}),
    ...(c
      ? {
          consent: {
            contributorUnder18: c.contributorUnder18 === true,
            consentedAt: day(c.consentedAt),
            uses: texts(c.uses),
            withdrawnAt: day(c.withdrawnAt),
          },
        }
      : {}),
  };
}

export async function readArchiveSource(projectId: string): Promise<ArchiveSource> {
  const [recordings, pins] = await Promise.all([
    db().collection('Recordings').where('project', '==', projectId).get(),
    db().collection('Pins').where('project', '==', projectId).get(),
  ]);
  const list = recordings.docs
    .map((d) => archiveRecordingOf(d.id, d.data()))
    .sort((a, b) => a.id.localeCompare(b.id));
  const pinMap = new Map<string, ArchivePin>();
  for (const p of pins.docs) {
    const geo = (p.get('location') as { geoPoint?: { lat?: unknown; long?: unknown } } | undefined)?.geoPoint;
    pinMap.set(p.id, {
      title: text(p.get('title')),
      lat: typeof geo?.lat === 'number' ? geo.lat : undefined,
      long: typeof geo?.long === 'number' ? geo.long : undefined,
    });
  }
  // A key that is not a plain document id names no profile (and would be a path to another collection).
  const authorKeys = [
    ...new Set(list.map((r) => r.authorKey).filter((k): k is string => !!k && /^[^/]{1,200}$/.test(k))),
  ];
  const authors = new Map<string, string>();
  if (authorKeys.length) {
    const docs = await db().getAll(...authorKeys.map((k) => db().doc(`Authors/${k}`)));
    for (const a of docs) if (a.exists) authors.set(a.id, text(a.get('name')) ?? '');
  }
  return { recordings: list, pins: pinMap, authors };
}
