import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { authorProjectKeys, collectAuthorProjects } from '../../src/features/authors/project-keys';
import type { ConsentInput } from '../../src/features/recordings/consent';
import {
  consentRecordPath,
  recordConsentWrites,
  withdrawConsentWrites,
} from '../../src/features/recordings/consent-writes';
import { COLLECTIONS } from '../../src/lib/collections';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_PIN_TAGS, DEMO_SUBJECT_TAGS } from './content';
import { dropStaleDemoKeys, pinTagDocs, projectTagDocs } from './tag-docs';

const HARBOUR = 'demo-project-harbour';
const HIGH_STREET = 'demo-project-high-street';
const AUDIO = '/audio/demo-chime.wav';
/** Users/demo-author links this profile (see users.ts); Mary Jones has a near-duplicate to merge. */
const ARTHUR = 'demo-author-arthur';
const MARY = 'demo-author-mary-jones';
const MARY_TWIN = 'demo-author-mary-jones-2';

type Rating = 'Adult' | 'Young Adult' | 'Family';
type Moderation = { status: 'pending' | 'approved' | 'rejected'; reason?: string } | null;
/** A demo recording as seeded; tests build their own recordings with it too. */
export const recording = (
  title: string,
  project: string,
  pin: number,
  authorKey: string,
  rating: Rating | null,
  moderation: Moderation,
  timesCollected: number,
) => ({
  title,
  project,
  pinKey: `${project.replace('demo-project-', 'demo-pin-')}-${pin}`,
  authorKey,
  audioUrl: AUDIO,
  collectionLog: { timesCollected },
  tags: { subjectTags: ['history'], genreTags: ['oral history'] },
  ...(rating ? { contentRating: rating } : {}),
  ...(moderation ? { moderation } : {}),
});

/**
 * A recording's consent and licence as the consent dialog records them (the app's own builder), by the demo
 * moderator, for a recording of `project`; `withdrawn` adds a withdrawal as the withdraw dialog writes it. Both
 * halves: the public facts on the recording and the private record beside it (writeConsent puts them there).
 */
export const consented = (
  input: Omit<ConsentInput, 'consentedOn'> & { consentedOn?: string },
  project: string,
  withdrawn?: { reason: string; on: string },
) => {
  const { uid, name } = DEMO_ACCOUNTS.moderator;
  return {
    given: recordConsentWrites(
      { consentedOn: '2026-09-14', ...input },
      project,
      uid,
      name,
      new Date('2026-09-15T10:00:00Z'),
    ),
    withdrawal: withdrawn
      ? withdrawConsentWrites({}, withdrawn.reason, uid, name, new Date(`${withdrawn.on}T09:30:00Z`))
      : null,
  };
};
export type DemoConsent = ReturnType<typeof consented>;

/**
 * Puts a demo consent on a recording already set in the same batch, and its private record beside it, as the
 * app's two writes (record, then withdraw) would have left them.
 */
export function writeConsent(batch: WriteBatch, db: Firestore, recordingId: string, consent: DemoConsent) {
  const recordingRef = db.doc(`${COLLECTIONS.recordings}/${recordingId}`);
  const recordRef = db.doc(consentRecordPath(recordingId));
  batch.update(recordingRef, consent.given.recording);
  batch.set(recordRef, consent.given.record);
  if (!consent.withdrawal) return;
  batch.update(recordingRef, consent.withdrawal.recording);
  batch.update(recordRef, consent.withdrawal.record);
}
const adult = (consentedBy: string, project: string, licence: ConsentInput['licence'] = 'CC-BY-4.0') =>
  consented(
    { consentedBy, contributorUnder18: false, guardianName: '', uses: ['app', 'web', 'archive'], licence },
    project,
  );
const pupil = (consentedBy: string, guardianName: string) =>
  consented(
    {
      consentedBy,
      contributorUnder18: true,
      guardianName,
      uses: ['app', 'archive'],
      licence: 'CC-BY-NC-ND-4.0',
    },
    HIGH_STREET,
  );

/** Which demo recordings have consent: published ones do; one is withdrawn; the rest have none recorded yet. */
const CONSENTS: Record<string, DemoConsent> = {
  'demo-rec-harbour-1': adult('Arthur Penrose', HARBOUR),
  'demo-rec-harbour-2': adult('Mary Jones', HARBOUR, 'CC-BY-NC-4.0'),
  'demo-rec-high-street-1': pupil('Jamie Clarke', 'Sophie Clarke'),
  'demo-rec-high-street-2': adult('Mary Jones', HIGH_STREET),
  'demo-rec-harbour-4': consented(
    {
      consentedBy: 'Mary Jones',
      contributorUnder18: false,
      guardianName: '',
      uses: ['app'],
      licence: 'CC-BY-4.0',
    },
    HARBOUR,
    { reason: 'The contributor asked for the recording to be taken down.', on: '2026-10-02' },
  ),
  'demo-rec-high-street-3': pupil('Priya Shah', 'Anil Shah'),
};

const RECORDINGS = {
  'demo-rec-harbour-1': recording(
    'The Lighthouse Keeper',
    HARBOUR,
    1,
    ARTHUR,
    'Family',
    { status: 'approved', reason: 'Clear and suitable for all' },
    42,
  ),
  'demo-rec-harbour-2': recording(
    'Fishing Fleet Mornings',
    HARBOUR,
    2,
    MARY,
    'Young Adult',
    { status: 'pending' },
    17,
  ),
  'demo-rec-harbour-3': recording('The Storm of 1953', HARBOUR, 3, MARY_TWIN, 'Adult', null, 8),
  'demo-rec-harbour-4': recording("Smugglers' Tales", HARBOUR, 3, ARTHUR, null, { status: 'pending' }, 3),
  'demo-rec-high-street-1': recording(
    'The Corner Shop',
    HIGH_STREET,
    1,
    ARTHUR,
    'Family',
    { status: 'approved', reason: 'Lovely detail' },
    65,
  ),
  'demo-rec-high-street-2': recording(
    'Saturday Market',
    HIGH_STREET,
    2,
    MARY_TWIN,
    'Family',
    { status: 'pending' },
    23,
  ),
  'demo-rec-high-street-3': recording(
    'The Old Cinema',
    HIGH_STREET,
    3,
    MARY,
    'Young Adult',
    { status: 'approved', reason: 'Good' },
    31,
  ),
  'demo-rec-high-street-4': recording(
    'Night Bus Home',
    HIGH_STREET,
    3,
    ARTHUR,
    'Adult',
    { status: 'rejected', reason: 'Background noise drowns the voice' },
    5,
  ),
};

/** Each author's projectKeys, from the recordings above by the app's own rule (per-project author counts). */
const PROJECT_KEYS = authorProjectKeys(collectAuthorProjects(Object.values(RECORDINGS)));
const projectKeysOf = (authorKey: string) => PROJECT_KEYS.get(authorKey) ?? [];

const tag = (tagName: string, kind: string, lists: Record<string, string[]>) => ({
  tagName,
  kind,
  pinKeys: [],
  keys: [],
  authorKeys: [],
  recordingKeys: [],
  ...lists,
});
/** Content tags hold the recordings of each rating, at the ids the app uses (content_{rating}). */
function contentTags() {
  const of = (r: Rating) =>
    Object.entries(RECORDINGS)
      .filter(([, rec]) => 'contentRating' in rec && rec.contentRating === r)
      .map(([id]) => id);
  return {
    content_adult: tag('Adult', 'content', { recordingKeys: of('Adult') }),
    'content_young-adult': tag('Young Adult', 'content', { recordingKeys: of('Young Adult') }),
    content_family: tag('Family', 'content', { recordingKeys: of('Family') }),
  };
}

/** AdminTags/content: the content ratings every recording is tagged with, as the tags view saves them. */
export const adminContentTags = (now: Date) => ({
  contentTags: ['Adult', 'Young Adult', 'Family'],
  updatedAt: now,
});

/** The demo authors' e-mail addresses (authorContacts), by author key. */
export const AUTHOR_EMAILS: Record<string, string> = {
  [ARTHUR]: DEMO_ACCOUNTS.author.email,
  [MARY_TWIN]: 'mary.jones@demo.test',
};

/**
 * Curation demo data: three authors (two near-duplicates to merge), eight recordings over the two demo projects'
 * pins with mixed ratings and review states, tags of every kind, AdminTags/content, a ProjectTags entry and one
 * pending profile claim. Fixed ids and `set`, so running it again puts everything back (a merge undone included).
 */
export async function seedCuration(db: Firestore, now: Date): Promise<void> {
  const batch = db.batch();
  const stamp = { createdAt: now, updatedAt: now };
  batch.set(db.doc(`Authors/${ARTHUR}`), {
    name: DEMO_ACCOUNTS.author.name,
    bio: 'Retired ferryman who has told harbour stories for forty years.',
    imagePath: 'authors/arthur.jpg',
    userKey: DEMO_ACCOUNTS.author.uid,
    tags: { authorTags: ['storyteller'] },
    projectKeys: projectKeysOf(ARTHUR),
    ...stamp,
  });
  batch.set(db.doc(`Authors/${MARY}`), {
    name: 'Mary Jones',
    bio: 'Local historian.',
    imagePath: 'authors/mary-jones.jpg',
    tags: { authorTags: ['historian'] },
    projectKeys: projectKeysOf(MARY),
    ...stamp,
  });
  batch.set(db.doc(`Authors/${MARY_TWIN}`), {
    name: 'Mary  Jones',
    tags: { authorTags: ['market trader'] },
    projectKeys: projectKeysOf(MARY_TWIN),
    ...stamp,
  });
  // Addresses live apart from the profiles, which every signed-in account reads.
  for (const [id, email] of Object.entries(AUTHOR_EMAILS))
    batch.set(db.doc(`authorContacts/${id}`), { email, updatedAt: now });
  for (const [id, rec] of Object.entries(RECORDINGS)) {
    batch.set(db.doc(`Recordings/${id}`), { ...rec, ...stamp });
    const consent = CONSENTS[id];
    if (consent) writeConsent(batch, db, id, consent);
  }
  // Pin tags and ProjectTags are built from the seeded pins' locationTags and projects' subjectTag, so they agree.
  const tags = {
    ...pinTagDocs(DEMO_PIN_TAGS),
    recording_maritime: tag('Maritime', 'recording', {
      keys: ['demo-rec-harbour-1', 'demo-rec-harbour-2', 'demo-rec-harbour-3'],
    }),
    'author_oral-historians': tag('Oral historians', 'author', { authorKeys: [MARY, MARY_TWIN] }),
    // A project-kind Tags document holds recordings in `keys`; projects' own subject tags are
    // in ProjectTags. Here: the recordings of the projects with the subject tag Heritage.
    project_heritage: tag('Heritage', 'project', {
      keys: Object.entries(RECORDINGS)
        .filter(([, rec]) => DEMO_SUBJECT_TAGS[rec.project]?.includes('Heritage'))
        .map(([id]) => id),
    }),
    ...contentTags(),
  };
  for (const [id, t] of Object.entries(tags)) batch.set(db.doc(`Tags/${id}`), { ...t, updatedAt: now });
  batch.set(db.doc('AdminTags/content'), adminContentTags(now));
  const projectTags = projectTagDocs(DEMO_SUBJECT_TAGS);
  for (const [id, t] of Object.entries(projectTags))
    batch.set(db.doc(`ProjectTags/${id}`), { ...t, updatedAt: now });
  const demoProjects = Object.keys(DEMO_SUBJECT_TAGS);
  await dropStaleDemoKeys(db, 'Tags', 'pinKeys', Object.keys(DEMO_PIN_TAGS), Object.keys(tags));
  await dropStaleDemoKeys(db, 'ProjectTags', 'projectKeys', demoProjects, Object.keys(projectTags));
  batch.set(db.doc('authorClaims/demo-claim-pending'), {
    userKey: DEMO_ACCOUNTS.member.uid,
    authorKey: MARY_TWIN,
    message: 'I told the Saturday Market story at the school fair.',
    status: 'pending',
    createdAt: now,
  });
  await batch.commit();
}
