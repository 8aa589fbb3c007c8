import {
  collection,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  updateDoc,
  onSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, stripUndefined, type WithId } from '../../lib/converter';
import { env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { postToFunction } from '../../lib/functions-client';
import { dbLite, liteConverter, withTimeout } from '../../lib/firestore-lite';
import * as lite from 'firebase/firestore/lite';
import { db } from '../../lib/firebase';
import type { SessionUser } from '../session/model';
import { zAdminTags } from '../tags/model';
import { projectTagRefsFor, readProjectTagChanges } from '../tags/service';
import { tagNameChanges } from '../tags/tag-changes';
import { cleanTagNames } from '../tags/tag-rules';
import { DEFAULT_PROJECT_CONFIG, uniquePins, zProject, type Project } from './model';
import { keyTakenMessage } from './project-form';

export type ProjectRow = WithId<Project>;
const converter = converterFor(zProject);
const projects = () => collection(db(), COLLECTIONS.projects).withConverter(converter);
/** A super admin's list is the whole collection; past this it is paged by search rather than shown whole. */
export const PROJECT_LIST_LIMIT = 1000;

export const PROJECTS_DID_NOT_ANSWER =
  'The projects could not be loaded: the database did not answer. Try again.';

/** A one-shot list through the Lite SDK (see lib/firestore-lite.ts), failing in words rather than hanging. */
async function run(...constraints: lite.QueryConstraint[]): Promise<ProjectRow[]> {
  const list = lite.collection(dbLite(), COLLECTIONS.projects).withConverter(liteConverter(converter));
  const snap = await withTimeout(
    lite.getDocs(lite.query(list, ...constraints, lite.limit(PROJECT_LIST_LIMIT))),
    30_000,
    PROJECTS_DID_NOT_ANSWER,
  );
  return snap.docs.map((d) => d.data());
}

/**
 * The projects a user may see in /project-view (issue 4): super admin all; organisation admin the projects of
 * their organisation (owned by its moderators and admins); moderator their own; project admin those in
 * projectAdminAccess. The lists are merged, so a moderator who is also a project admin sees both.
 */
export async function listVisibleProjects(
  user: SessionUser,
  currentOrganisation: string | null,
): Promise<ProjectRow[]> {
  if (user.userRole === 'superAdmin') return sortByName(await run(lite.orderBy('projectName')));
  const found = new Map<string, ProjectRow>();
  const add = (rows: ProjectRow[]) => rows.forEach((p) => found.set(p.id, p));
  const org = currentOrganisation ? user.organisations[currentOrganisation] : undefined;
  if (org?.roles.includes('organisationAdmin')) {
    add(await run(lite.where('organisationId', '==', currentOrganisation)));
  }
  if (org?.roles.includes('moderator') || org?.roles.includes('organisationAdmin')) {
    add(await run(lite.where('projectOwnerUserKey', '==', user.userId)));
  }
  const granted = await Promise.all(user.projectAdminAccess.map((id) => getProject(id)));
  add(granted.filter((p): p is ProjectRow => p !== null));
  return sortByName([...found.values()]);
}

function sortByName(rows: ProjectRow[]): ProjectRow[] {
  return rows.sort((a, b) => a.projectName.localeCompare(b.projectName));
}

/** Read failures and missing projects both give null (spec section 8, handling). */
export async function getProject(projectId: string): Promise<ProjectRow | null> {
  if (!projectId.trim()) return null;
  try {
    const snap = await getDoc(doc(projects(), projectId));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    console.error(`Could not read project ${projectId}`, error);
    return null;
  }
}

export interface NewProject {
  projectKey: string;
  projectName: string;
  isPrivate: boolean;
  organisationId?: string;
}

/** Rules let anyone learn that a key is free; an existing private project answers permission-denied. */
const isDenied = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * Creates `Projects/{projectKey}` with the spec's defaults; an existing key is refused, never overwritten. The
 * check and the write are one transaction, so two people choosing the same key at once cannot both win.
 */
export async function createProject(input: NewProject, ownerId: string): Promise<void> {
  const ref = doc(db(), COLLECTIONS.projects, input.projectKey);
  await runTransaction(db(), async (tx) => {
    const existing = await tx.get(ref).catch((error: unknown) => {
      if (isDenied(error)) throw new AppError(keyTakenMessage(input.projectKey));
      throw error;
    });
    if (existing.exists()) throw new AppError(keyTakenMessage(input.projectKey));
    tx.set(
      ref,
      stripUndefined({
        projectName: input.projectName,
        projectOwnerUserKey: ownerId,
        isPrivate: input.isPrivate,
        isAvailable: true,
        isResponseEnabled: false,
        audioSize: 0,
        tags: { subjectTag: [], contentTag: '' },
        config: { ...DEFAULT_PROJECT_CONFIG },
        transitAlbumKey: '',
        pins: [],
        groupIds: [],
        project_id: input.projectKey,
        isQREnabled: false,
        organisationId: input.organisationId,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
}

/** Whether a key is in use (readable or not), for the create form's message before anything is sent. */
export async function isProjectKeyTaken(projectKey: string): Promise<boolean> {
  try {
    return (await getDoc(doc(db(), COLLECTIONS.projects, projectKey))).exists();
  } catch (error) {
    if (isDenied(error)) return true;
    throw error;
  }
}

export type VisitorProject =
  { status: 'ok'; project: ProjectRow } | { status: 'missing' } | { status: 'private' };

/** The public forms view tells a missing project from one the visitor may not read. */
export async function readProjectAsVisitor(projectId: string): Promise<VisitorProject> {
  if (!projectId.trim()) return { status: 'missing' };
  try {
    const snap = await getDoc(doc(projects(), projectId));
    return snap.exists() ? { status: 'ok', project: snap.data() } : { status: 'missing' };
  } catch (error) {
    if (isDenied(error)) return { status: 'private' };
    throw error;
  }
}

/** The content tags of AdminTags/content offered for a project's contentTag; none if unreadable. */
export async function listContentTags(): Promise<string[]> {
  try {
    const snap = await getDoc(doc(db(), COLLECTIONS.adminTags, 'content'));
    return snap.exists() ? zAdminTags.parse(snap.data()).contentTags : [];
  } catch (error) {
    console.error('Could not read AdminTags/content', error);
    return [];
  }
}

export type ProjectChanges = Partial<
  Pick<
    Project,
    | 'projectName'
    | 'isPrivate'
    | 'isAvailable'
    | 'isResponseEnabled'
    | 'isQREnabled'
    | 'icon'
    | 'transitAlbumKey'
    | 'tags'
    | 'config'
    | 'pins'
    | 'budget'
    | 'formFields'
  >
>;

/** A stored project's subject tags, whatever shape older data has. */
function subjectTagsOf(data: unknown): string[] {
  const tags = (data as { tags?: { subjectTag?: unknown } } | undefined)?.tags?.subjectTag;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * Writes only the changed fields; pins are kept unique. Changed subject tags move the project's key between
 * its `ProjectTags` documents (created on first use, deleted with their last key) in the same transaction, so
 * a refused save changes neither. Returns the subject tags as saved (spelled as existing tags are), if changed;
 * null when the project is gone (logged, nothing written).
 */
export async function updateProject(
  projectId: string,
  changes: ProjectChanges,
): Promise<string[] | undefined | null> {
  const ref = doc(db(), COLLECTIONS.projects, projectId);
  const data: Record<string, unknown> = { ...changes, updatedAt: serverTimestamp() };
  if (changes.pins) data.pins = uniquePins(changes.pins);
  if (!changes.tags) {
    await updateDoc(ref, stripUndefined(data));
    return undefined;
  }
  const wanted = cleanTagNames(changes.tags.subjectTag);
  const saved = subjectTagsOf((await getDoc(ref)).data());
  const { add, remove } = tagNameChanges(saved, wanted);
  const refs = await projectTagRefsFor([...add, ...remove]);
  return runTransaction(db(), async (tx) => {
    const project = await tx.get(ref);
    if (!project.exists()) {
      console.error(`Not saving project ${projectId}: project not found`);
      return null;
    }
    const tags = await readProjectTagChanges(tx, projectId, subjectTagsOf(project.data()), wanted, refs);
    const subjectTag = tags.spell(wanted);
    tx.update(ref, stripUndefined({ ...data, tags: { ...changes.tags, subjectTag } }));
    tags.apply(tx);
    return subjectTag;
  });
}

export interface ProjectDeletion {
  projectId: string;
  status: 'running' | 'done';
  pinsTotal: number;
  pinsDeleted: number;
}
type DeletionResponse = ({ ok: true } & ProjectDeletion) | { ok: false; error: string };

/**
 * Asks the server to delete the project (functions/src/projects/delete-project.ts): its pins with their keys
 * taken out of their tags, its access records and invites, its key in its subject tags, then the project. It
 * runs in steps on the server, so the tab may close; the progress is `projectDeletions/{projectId}`. Who may:
 * as the rules say (the owner, the organisation's admins, super admins).
 */
export async function startProjectDeletion(projectId: string): Promise<ProjectDeletion> {
  const { ok: _ok, ...job } = await postToFunction<DeletionResponse>(
    env.VITE_DELETE_PROJECT_ENDPOINT,
    { projectId },
    (_status, _text, error) => error ?? 'The project could not be deleted just now',
  );
  return job;
}

/** Follows a deletion's progress live (null while there is none). */
export function watchProjectDeletion(
  projectId: string,
  onProgress: (job: ProjectDeletion | null) => void,
  onError: (e: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), COLLECTIONS.projectDeletions, projectId),
    (snap) => {
      const d = snap.data();
      onProgress(
        d
          ? { projectId, status: d.status, pinsTotal: d.pinsTotal ?? 0, pinsDeleted: d.pinsDeleted ?? 0 }
          : null,
      );
    },
    onError,
  );
}

/** Starts the deletion and waits until the server has finished it. */
export async function deleteProject(projectId: string): Promise<void> {
  const started = await startProjectDeletion(projectId);
  if (started.status === 'done') return;
  await new Promise<void>((resolve, reject) => {
    const stop = watchProjectDeletion(
      projectId,
      (job) => {
        if (job?.status !== 'done') return;
        stop();
        resolve();
      },
      (e) => {
        stop();
        reject(e);
      },
    );
  });
}
