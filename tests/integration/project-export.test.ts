import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARCHIVE_COLUMNS, type ArchiveManifest } from '@storytelling/shared/project-archive';
import { adminFor } from '../../scripts/seed/admin';
import { consented, recording, writeConsent, type DemoConsent } from '../../scripts/seed/curation';
import { userRecord } from '../../scripts/seed/users';
import { newProjectFields } from '../../src/features/projects/model';
import { authCall, postRequest } from '../support/auth-rest';

/**
 * The archive export through the real stack: a project with recordings in every consent state is exported by its
 * owner and by its organisation's admin, and the zip that comes back holds exactly the recordings with archive
 * consent whose audio could be fetched, their files, an items.csv Omeka S reads and a manifest naming the rest with
 * why. Everyone else is refused before anything is read or recorded. The audio is served by a small server
 * standing in for the app (the function resolves relative addresses against the app's origin, on the emulators
 * the request's loopback Origin).
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
let media: Server;
let appOrigin = '';
const run = Date.now().toString(36);
const ORG = `px-org-${run}`;
const OTHER_ORG = `px-other-${run}`;
const PROJECT = `px-${run}`;
const AUTHOR = `px-author-${run}`;
const WAV = readFileSync(resolve(import.meta.dirname, '../../public/audio/demo-chime.wav'));
const endpoint = () => stack.emailEndpoint.replace(/\/sendEmail$/, '/exportProject');
const tokens: Record<string, { idToken: string; uid: string }> = {};

async function account(who: string, roles: string[], org = ORG) {
  const email = `px-${who}-${run}@example.test`;
  const signed = await authCall(stack.authHost, 'accounts:signUp', { email, password: 'secret-123' });
  if (roles.length)
    await admin.db
      .doc(`Users/${signed.localId}`)
      .set(userRecord({ uid: signed.localId, email, name: `Px ${who}` }, roles, new Date(), {}, org));
  tokens[who] = { idToken: signed.idToken, uid: signed.localId };
}

const adult = (uses: ('app' | 'web' | 'archive')[], withdrawn?: { reason: string; on: string }) =>
  consented(
    {
      consentedBy: 'Ada Contributor',
      contributorUnder18: false,
      guardianName: '',
      uses,
      licence: 'CC-BY-4.0',
    },
    PROJECT,
    withdrawn,
  );
const pupil = consented(
  {
    consentedBy: 'Jamie Pupil',
    contributorUnder18: true,
    guardianName: 'Sam Guardian',
    uses: ['app', 'archive'],
    licence: 'CC-BY-NC-ND-4.0',
  },
  PROJECT,
);
const approved = { status: 'approved' as const };

/** The project's recordings, as the seed builds them, in every state the export tells apart. */
function recordings(): Record<
  string,
  ReturnType<typeof recording> & { consent?: DemoConsent; audioUrl?: string }
> {
  const rec = (title: string, pin: number, moderation: Parameters<typeof recording>[5]) =>
    recording(title, PROJECT, pin, AUTHOR, 'Family', moderation, 1);
  return {
    [`${PROJECT}-in-approved`]: {
      ...rec('The Ferry; at dawn', 1, approved),
      consent: adult(['app', 'web', 'archive']),
    },
    [`${PROJECT}-in-pending`]: { ...rec('School Yard Games', 2, { status: 'pending' }), consent: pupil },
    [`${PROJECT}-no-consent`]: rec('No Consent Yet', 1, { status: 'pending' }),
    [`${PROJECT}-app-only`]: { ...rec('App Only', 1, approved), consent: adult(['app', 'web']) },
    [`${PROJECT}-withdrawn`]: {
      ...rec('Taken Down', 2, { status: 'pending' }),
      consent: adult(['app', 'archive'], { reason: 'Asked to take it down', on: '2026-10-02' }),
    },
    [`${PROJECT}-rejected`]: {
      ...rec('Too Noisy', 2, { status: 'rejected', reason: 'Background noise' }),
      consent: adult(['archive']),
    },
    [`${PROJECT}-missing-file`]: {
      ...rec('Lost Tape', 1, approved),
      consent: adult(['archive']),
      audioUrl: '/audio/missing.wav',
    },
    [`${PROJECT}-elsewhere`]: {
      ...rec('Somewhere Else', 1, approved),
      consent: adult(['archive']),
      audioUrl: 'http://169.254.169.254/latest/meta-data',
    },
  };
}

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  media = createServer((req, res) => {
    if (req.url === '/audio/demo-chime.wav') res.writeHead(200, { 'content-type': 'audio/wav' }).end(WAV);
    else res.writeHead(404).end('not here');
  });
  await new Promise<void>((r) => media.listen(0, '127.0.0.1', r));
  appOrigin = `http://127.0.0.1:${(media.address() as { port: number }).port}`;

  await account('owner', ['moderator']);
  await account('admin', ['organisationAdmin']);
  await account('colleague', ['moderator']);
  await account('facilitator', ['facilitator']);
  await account('member', ['member']);
  await account('other-admin', ['organisationAdmin'], OTHER_ORG);
  await account('stranger', []);

  const now = new Date('2026-09-20T10:00:00Z');
  const batch = admin.db.batch();
  batch.set(admin.db.doc(`Projects/${PROJECT}`), {
    ...newProjectFields(
      { projectKey: PROJECT, projectName: `Harbour Export ${run}`, isPrivate: true, organisationId: ORG },
      tokens.owner!.uid,
    ),
    pins: [`${PROJECT}-1`, `${PROJECT}-2`],
    createdAt: now,
    updatedAt: now,
  });
  const pins: [number, string, number, number][] = [
    [1, 'Lifeboat station', 54.4871, -0.6132],
    [2, 'Fish market steps', 54.4862, -0.6148],
  ];
  for (const [n, title, lat, long] of pins)
    batch.set(admin.db.doc(`Pins/${PROJECT}-${n}`), {
      pinKey: `${PROJECT}-${n}`,
      project: PROJECT,
      title,
      pinType: 'story',
      location: { geoPoint: { lat, long } },
      tags: { locationTags: [] },
      createdAt: now,
      updatedAt: now,
    });
  batch.set(admin.db.doc(`Authors/${AUTHOR}`), {
    name: 'Arthur  Penrose',
    tags: { authorTags: [] },
    projectKeys: [PROJECT],
    createdAt: now,
    updatedAt: now,
  });
  for (const [id, { consent, ...rec }] of Object.entries(recordings())) {
    batch.set(admin.db.doc(`Recordings/${id}`), { ...rec, createdAt: now, updatedAt: now });
    if (consent) writeConsent(batch, admin.db, id, consent);
  }
  await batch.commit();
});
afterAll(async () => {
  await admin.close();
  await new Promise((r) => media.close(r));
});

const exportAs = (who: string | null, jobId: string) =>
  postRequest(endpoint(), { projectId: PROJECT, jobId }, who ? tokens[who]!.idToken : null, {
    origin: appOrigin,
  });

describe('exporting a project’s archive', () => {
  it('gives its owner a zip of the recordings with archive consent, their files, items.csv and the manifest', async () => {
    const jobId = `px-owner-${run}`;
    const res = await exportAs('owner', jobId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="harbour-export-${run}-archive.zip"`,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const ids = [`${PROJECT}-in-approved`, `${PROJECT}-in-pending`];
    const mediaFiles = ids.map((id) => `media/${id}.wav`);
    expect(Object.keys(files).sort()).toEqual(['items.csv', 'manifest.json', ...mediaFiles].sort());
    for (const file of mediaFiles) expect(Buffer.from(files[file]!).equals(WAV)).toBe(true);

    const csv = Papa.parse<string[]>(strFromU8(files['items.csv']!), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual([...ARCHIVE_COLUMNS]);
    expect(csv.slice(1).map((row) => row[0])).toEqual(ids);
    const row = Object.fromEntries(ARCHIVE_COLUMNS.map((c, i) => [c, csv[1]![i]]));
    expect(row).toEqual({
      'dcterms:identifier': `${PROJECT}-in-approved`,
      'dcterms:title': 'The Ferry; at dawn',
      'dcterms:creator': 'Arthur Penrose',
      'dcterms:date': '2026-09-20',
      'dcterms:coverage': '54.4871,-0.6132;Lifeboat station',
      'dcterms:subject': 'history;oral history',
      'dcterms:rights':
        'Creative Commons Attribution 4.0 International (CC BY 4.0) https://creativecommons.org/licenses/by/4.0/',
      'dcterms:isPartOf': `Harbour Export ${run}`,
      media: `media/${PROJECT}-in-approved.wav`,
    });
    expect(csv[2]![6]).toContain('CC BY-NC-ND 4.0');

    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ArchiveManifest;
    const sha = createHash('sha256').update(WAV).digest('hex');
    expect(manifest).toMatchObject({
      project: { id: PROJECT, name: `Harbour Export ${run}`, organisationId: ORG },
      exportedBy: { uid: tokens.owner!.uid, name: 'Px owner' },
      csv: { file: 'items.csv', columns: [...ARCHIVE_COLUMNS], multivalueSeparator: ';' },
      counts: {
        recordings: 8,
        items: 2,
        files: 2,
        leftOut: 6,
        noArchiveConsent: 2,
        consentWithdrawn: 1,
        rejected: 1,
        mediaUnavailable: 2,
      },
      items: [
        { id: ids[0], file: mediaFiles[0], size: WAV.length, sha256: sha, moderation: 'approved' },
        { id: ids[1], file: mediaFiles[1], size: WAV.length, sha256: sha, moderation: 'pending' },
      ],
    });
    const why = Object.fromEntries(manifest.leftOut.map((l) => [l.id.replace(`${PROJECT}-`, ''), l.reason]));
    expect(why).toEqual({
      'no-consent': 'no-archive-consent',
      'app-only': 'no-archive-consent',
      withdrawn: 'consent-withdrawn',
      rejected: 'rejected',
      'missing-file': 'media-unavailable',
      elsewhere: 'media-unavailable',
    });
    const missing = manifest.leftOut.find((l) => l.id === `${PROJECT}-missing-file`);
    expect(missing?.detail).toBe('The media server answered 404 Not Found');
    const elsewhere = manifest.leftOut.find((l) => l.id === `${PROJECT}-elsewhere`);
    expect(elsewhere?.detail).toBe('Media is fetched only from the app and its storage, not 169.254.169.254');

    const job = (await admin.db.doc(`projectExports/${jobId}`).get()).data();
    expect(job).toMatchObject({
      projectId: PROJECT,
      organisationId: ORG,
      requestedBy: tokens.owner!.uid,
      status: 'done',
      total: 4,
      done: 4,
      failed: 2,
      leftOut: { noArchiveConsent: 2, consentWithdrawn: 1, rejected: 1 },
      fileName: `harbour-export-${run}-archive.zip`,
    });
    expect((job?.failures as { id: string }[]).map((f) => f.id).sort()).toEqual(
      [`${PROJECT}-elsewhere`, `${PROJECT}-missing-file`].sort(),
    );
    const logged = await admin.db
      .collection('history')
      .where('kind', '==', 'project-exported')
      .where('target.id', '==', PROJECT)
      .get();
    expect(logged.docs[0]?.data()).toMatchObject({
      organisationId: ORG,
      summary: `Exported the archive of “Harbour Export ${run}”: 2 of 8 recordings`,
    });
  });

  it('is open to the organisation’s admin too; the same job id again is refused, not run twice', async () => {
    const jobId = `px-admin-${run}`;
    const res = await exportAs('admin', jobId);
    expect(res.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toHaveLength(4);
    const again = await exportAs('admin', jobId);
    expect(again.status).toBe(409);
  });

  it.each([
    ['a stranger with a fresh account', 'stranger', 403],
    ['an admin of another organisation', 'other-admin', 403],
    ['a fellow moderator who does not own it', 'colleague', 403],
    ['a facilitator of the organisation', 'facilitator', 403],
    ['a member of the organisation', 'member', 403],
    ['nobody signed in', null, 401],
  ])('is refused to %s, with nothing recorded', async (_who, who, status) => {
    const jobId = `px-refused-${who ?? 'nobody'}-${run}`;
    const res = await exportAs(who, jobId);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
    expect((await admin.db.doc(`projectExports/${jobId}`).get()).exists).toBe(false);
  });
});
