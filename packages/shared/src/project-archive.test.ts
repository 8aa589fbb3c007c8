import { describe, expect, it } from 'vitest';
import { consented, type DemoConsent } from '../../../scripts/seed/curation';
import { consentState } from '../../../src/features/recordings/consent';
import {
  ARCHIVE_COLUMNS,
  archiveCsv,
  archiveDecision,
  archiveFileName,
  archiveManifest,
  coverageOf,
  mediaPath,
  rightsOf,
  subjectsOf,
  type ArchiveItem,
  type ArchiveRecording,
} from './project-archive';

const consent = {
  contributorUnder18: false,
  consentedAt: new Date('2026-09-14T00:00:00Z'),
  uses: ['app', 'web', 'archive'],
};
const rec = (over: Partial<ArchiveRecording> = {}): ArchiveRecording => ({
  id: 'rec-1',
  title: 'The Lighthouse Keeper',
  audioUrl: '/audio/demo-chime.wav',
  licence: 'CC-BY-4.0',
  createdAt: new Date('2026-09-20T15:00:00Z'),
  tags: { subjectTags: ['history', 'Harbour; coast'], genreTags: ['oral history', 'History'] },
  moderation: { status: 'approved' },
  consent,
  ...over,
});

describe('which recordings go in the archive', () => {
  it.each([
    ['archive consent, approved', rec(), null],
    ['archive consent, not yet reviewed', rec({ moderation: { status: 'pending' } }), null],
    ['archive consent, no moderation at all', rec({ moderation: undefined }), null],
    ['no consent recorded', rec({ consent: undefined }), 'no-archive-consent'],
    [
      'consent for the app and web only',
      rec({ consent: { ...consent, uses: ['app', 'web'] } }),
      'no-archive-consent',
    ],
    ['consent for no use', rec({ consent: { ...consent, uses: [] } }), 'no-archive-consent'],
    [
      'consent withdrawn, archive use once given',
      rec({ consent: { ...consent, withdrawnAt: new Date('2026-10-02T09:30:00Z') } }),
      'consent-withdrawn',
    ],
    ['rejected in moderation', rec({ moderation: { status: 'rejected', reason: 'Noise' } }), 'rejected'],
  ])('%s', (_what, recording, reason) => {
    const decision = archiveDecision(recording);
    if (reason === null) expect(decision).toEqual({ include: true });
    else expect(decision).toMatchObject({ include: false, left: { id: 'rec-1', reason } });
  });

  it('says when consent was withdrawn and what a narrower consent covers', () => {
    expect(
      archiveDecision(rec({ consent: { ...consent, withdrawnAt: new Date('2026-10-02T09:30:00Z') } })),
    ).toMatchObject({ left: { detail: 'on 2026-10-02' } });
    expect(archiveDecision(rec({ consent: { ...consent, uses: ['app'] } }))).toMatchObject({
      left: { detail: 'consent covers app only', title: 'The Lighthouse Keeper' },
    });
  });
});

describe('the CSV Omeka S imports', () => {
  const item: ArchiveItem = {
    recording: rec({ title: 'Say "ahoy", sailor' }),
    creator: 'Mary  Jones',
    pin: { title: 'Lifeboat station', lat: 54.4871, long: -0.6132 },
    file: 'media/rec-1.wav',
    size: 10,
    sha256: 'ab',
  };

  it('has the Dublin Core headers, then one escaped row per item', () => {
    const text = archiveCsv([item], 'Harbour Memories');
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe(ARCHIVE_COLUMNS.join(','));
    expect(end).toBe('');
    expect(row).toBe(
      [
        'rec-1',
        '"Say ""ahoy"", sailor"',
        'Mary Jones',
        '2026-09-20',
        '"54.4871,-0.6132;Lifeboat station"',
        '"history;Harbour, coast;oral history"',
        'Creative Commons Attribution 4.0 International (CC BY 4.0) https://creativecommons.org/licenses/by/4.0/',
        'Harbour Memories',
        'media/rec-1.wav',
      ].join(','),
    );
  });

  it('keeps values exactly, for the importer: a southern place and a title with a leading dash', () => {
    const south = {
      ...item,
      recording: rec({ title: '-30 degrees at the pier' }),
      pin: { lat: -33.86, long: 151.2 },
    };
    const row = archiveCsv([south], 'P').split('\r\n')[1]!;
    expect(row).toContain(',-30 degrees at the pier,');
    expect(row).toContain(',"-33.86,151.2",');
  });

  it('falls back to the consent day, and leaves unknown places and licences as they are', () => {
    const noDate = rec({ createdAt: undefined });
    expect(archiveCsv([{ ...item, recording: noDate }], 'P').split('\r\n')[1]).toContain(',2026-09-14,');
    expect(coverageOf(undefined)).toBe('');
    expect(coverageOf({ title: 'Somewhere' })).toBe('Somewhere');
    expect(rightsOf('all-rights-reserved')).toBe('All rights reserved');
    expect(rightsOf(undefined)).toBe('');
    expect(subjectsOf(rec({ tags: undefined }))).toBe('');
  });
});

describe('file names', () => {
  it('takes the extension from the address, else the type', () => {
    expect(mediaPath('rec-1', '/audio/demo-chime.wav')).toBe('media/rec-1.wav');
    expect(
      mediaPath(
        'rec-2',
        'https://firebasestorage.googleapis.com/v0/b/x/o/audio%2Fstory.MP3?alt=media&token=t',
      ),
    ).toBe('media/rec-2.mp3');
    expect(mediaPath('rec/3', 'https://example.test/stream', 'audio/mpeg; charset=x')).toBe(
      'media/rec_3.mp3',
    );
    expect(mediaPath('rec-4', 'https://example.test/stream')).toBe('media/rec-4.bin');
  });

  it('names the zip after the project', () => {
    expect(archiveFileName('Harbour Memories', 'demo-project-harbour')).toBe('harbour-memories-archive.zip');
    expect(archiveFileName('Café Stories: 1950s!', 'x')).toBe('cafe-stories-1950s-archive.zip');
    expect(archiveFileName('!!!', 'p_1')).toBe('p_1-archive.zip');
  });
});

describe('the manifest', () => {
  it('counts, lists each item with its checksum and each recording left out with why', () => {
    const manifest = archiveManifest({
      project: { id: 'p', name: 'Harbour', organisationId: 'org' },
      exportedAt: new Date('2026-11-29T12:00:00Z'),
      exportedBy: { uid: 'u', name: 'Moderator' },
      recordings: 4,
      items: [{ recording: rec(), creator: 'A', file: 'media/rec-1.wav', size: 3, sha256: 'cafe' }],
      leftOut: [
        { id: 'r2', title: 'Two', reason: 'consent-withdrawn', detail: 'on 2026-10-02' },
        { id: 'r3', title: 'Three', reason: 'media-unavailable', detail: 'HTTP 404' },
        { id: 'r4', title: 'Four', reason: 'no-archive-consent' },
      ],
    });
    expect(manifest).toMatchObject({
      exportedAt: '2026-11-29T12:00:00.000Z',
      csv: { file: 'items.csv', columns: [...ARCHIVE_COLUMNS], multivalueSeparator: ';' },
      counts: {
        recordings: 4,
        items: 1,
        files: 1,
        leftOut: 3,
        noArchiveConsent: 1,
        consentWithdrawn: 1,
        rejected: 0,
        mediaUnavailable: 1,
      },
      items: [{ id: 'rec-1', file: 'media/rec-1.wav', size: 3, sha256: 'cafe', moderation: 'approved' }],
    });
    expect(manifest.leftOut[1]).toEqual({
      id: 'r3',
      title: 'Three',
      reason: 'media-unavailable',
      detail: 'HTTP 404',
      why: 'Its media file could not be fetched',
    });
  });
});

describe('the archive rule and the app’s consent rule', () => {
  // The consent dialog's builder (the seed uses it too), read back as it is stored and as the app's
  // consentState reads it.
  const given = (uses: ('app' | 'web' | 'archive')[], under18 = false) =>
    ({
      consentedBy: 'A',
      contributorUnder18: under18,
      guardianName: under18 ? 'G' : '',
      uses,
      licence: 'CC-BY-4.0',
    }) as const;
  const stored = (c: DemoConsent) => ({
    consent: {
      ...c.given.recording.consent,
      recordedAt: c.given.recording.consent.recordedAt as Date,
      ...(c.withdrawal ? { withdrawnAt: c.withdrawal.recording['consent.withdrawnAt'] as Date } : {}),
    },
  });
  const cases = [
    consented(given(['archive']), 'p'),
    consented(given(['app', 'archive'], true), 'p'),
    consented(given(['app', 'web']), 'p'),
    consented(given(['archive']), 'p', { reason: 'asked', on: '2026-10-02' }),
  ].map(stored);
  it.each(cases.map((c, i) => [i, c] as const))(
    'case %s: in the archive exactly when the app counts the consent and it covers the archive',
    (_i, c) => {
      const appSays = consentState(c) === 'consented' && c.consent.uses.includes('archive');
      expect(archiveDecision({ id: 'r', ...c, moderation: { status: 'pending' } }).include).toBe(appSays);
    },
  );
  it('a consent withdrawn is left out, as the app hides it', () => {
    expect(consentState(cases[3]!)).toBe('withdrawn');
    expect(archiveDecision({ id: 'r', ...cases[3]! }).include).toBe(false);
  });
});
