import * as firestore from 'firebase/firestore';
import { z } from 'zod/mini';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, stripUndefined, type WithId } from '../../lib/converter';
import { env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { postToFunction } from '../../lib/functions-client';
import type { RestQuery } from '../../lib/firestore-rest';
import { queryAsUser } from '../../lib/reads-as-user';
import { withTimeout } from '../../lib/with-timeout';
import { db } from '../../lib/firebase';
import type { SessionUser } from '../session/model';
import { zAdminTags } from '../tags/model';
import { projectTagRefsFor, readProjectTagChanges, tagNameChanges, cleanTagNames } from '../tags';
import {
  newProjectFields,
  PROJECT_PRIVATE_CONFIG,
  uniquePins,
  zProject,
  type NewProjectInput,
  type Project,
} from './model';
import { keyTakenMessage } from './project-form';
import { actorOf, can, type ProjectFacts } from '../../kernel/permissions';
import { STAFF_ROLES } from '../../kernel/roles';

export type ProjectRow = WithId<Project>;
const converter = converterFor(zProject);
const projects = () => firestore.collection(db(), COLLECTIONS.projects).withConverter(converter);
/** A super admin's list is the whole collection; past this it is paged by search rather than shown whole. */
export const PROJECT_LIST_LIMIT = 1000;

export const PROJECTS_DID_NOT_ANSWER =
  'The projects could not be loaded: the database did not answer. Try again.';

/** Rules let anyone learn that a key is free; an existing private project answers permission-denied. */
const isDenied = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

/** A one-shot list as the signed-in person (lib/reads-as-user.ts), failing in words rather than hanging. */
function run(q: RestQuery): Promise<ProjectRow[]> {
  return withTimeout(
    queryAsUser(zProject, COLLECTIONS.projects, { ...q, limit: PROJECT_LIST_LIMIT }),
    30_000,
    PROJECTS_DID_NOT_ANSWER,
  );
}
// Only a staff member's id (their user key) is used here; the members' schema belongs to the organisations
// area, which depends on this one.
const zStaffMember = z.object({});
const ownedBy = (userId: string): RestQuery => ({ where: [['projectOwnerUserKey', '==', userId]] });

/**
 * The projects a user may see in /project-view, as the permission table lets them list projects: super admin
 * all; organisation admin the projects owned by the current organisation's moderators and admins (whatever
 * organisation they were made in); anyone else their own; project admin those in projectAdminAccess too. The
 * lists are merged, so a moderator who is also a project admin sees both.
 */
export async function listVisibleProjects(
  user: SessionUser,
  currentOrganisation: string | null,
): Promise<ProjectRow[]> {
  const actor = actorOf(user);
  const mayList = (project: ProjectFacts) => can(actor, 'Projects', 'list', { project });
  // A project nobody owns, private and shared with nobody: only a grant that holds anywhere lets it through.
  if (mayList({ id: '' })) return sortByName(await run({ orderBy: ['projectName'] }));
  const found = new Map<string, ProjectRow>();
  const add = (rows: ProjectRow[]) => rows.forEach((p) => found.set(p.id, p));
  if (currentOrganisation && mayList({ id: '', ownerStaffOf: [currentOrganisation] })) {
    add(await listStaffProjects(currentOrganisation));
  } else if (mayList({ id: '', ownerId: user.userId })) {
    add(await run(ownedBy(user.userId)));
  }
  const held = user.projectAdminAccess.filter((id) => mayList({ id }));
  const granted = await Promise.all(held.map((id) => getProject(id)));
  add(granted.filter((p): p is ProjectRow => p !== null));
  return sortByName([...found.values()]);
}

/**
 * An organisation's projects as its staff screens show them (groups, invites, user access): its admins (and
 * super admins) see those of its moderators and admins, a moderator their own.
 */
export async function listOrganisationProjects(
  organisationId: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<ProjectRow[]> {
  return viewer.isAdmin ? listStaffProjects(organisationId) : sortByName(await run(ownedBy(viewer.userId)));
}

/**
 * The projects owned by an organisation's moderators and admins, for its admins. One query per owner (by
 * owner key): the rules check each owner's roles in their own record, which a query must name. The owners
 * come from the members list; one whose record no longer makes them staff (the list lagging behind) is denied
 * by the rules and skipped.
 */
export async function listStaffProjects(organisationId: string): Promise<ProjectRow[]> {
  const staff = await withTimeout(
    queryAsUser(zStaffMember, `${COLLECTIONS.organisations}/${organisationId}/members`, {
      where: [['roles', 'array-contains-any', [...STAFF_ROLES]]],
      limit: 2000,
    }),
    30_000,
    PROJECTS_DID_NOT_ANSWER,
  );
  const owners = [...new Set(staff.map((d) => d.id))];
  const lists = await Promise.all(
    owners.map((owner) =>
      run(ownedBy(owner)).catch((error: unknown) => {
        if (isDenied(error)) return [];
        throw error;
      }),
    ),
  );
  return sortByName(lists.flat());
}

function sortByName(rows: ProjectRow[]): ProjectRow[] {
  return rows.sort((a, b) => a.projectName.localeCompare(b.projectName));
}

/** Read failures and missing projects both give null; a read failure is logged. */
export async function getProject(projectId: string): Promise<ProjectRow | null> {
  if (!projectId.trim()) return null;
  try {
    const snap = await firestore.getDoc(firestore.doc(projects(), projectId));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    console.error(`Could not read project ${projectId}`, error);
    return null;
  }
}

export type NewProject = NewProjectInput;

/**
 * Creates `Projects/{projectKey}` with the defaults; an existing key is refused, never overwritten. The
 * check and the write are one transaction, so two people choosing the same key at once cannot both win.
 */
export async function createProject(input: NewProject, ownerId: string): Promise<void> {
  const ref = firestore.doc(db(), COLLECTIONS.projects, input.projectKey);
  // A key once deleted is never given out again (its recordings still name it): its deletion job is the tombstone.
  const deletion = firestore.doc(db(), COLLECTIONS.projectDeletions, input.projectKey);
  await firestore.runTransaction(db(), async (tx) => {
    const readOrTaken = <T>(read: Promise<T>) =>
      read.catch((error: unknown) => {
        if (isDenied(error)) throw new AppError(keyTakenMessage(input.projectKey));
        throw error;
      });
    const existing = await readOrTaken(tx.get(ref));
    const deleted = await readOrTaken(tx.get(deletion));
    if (existing.exists() || deleted.exists()) throw new AppError(keyTakenMessage(input.projectKey));
    tx.set(
      ref,
      stripUndefined({
        ...newProjectFields(input, ownerId),
        createdAt: firestore.serverTimestamp(),
        updatedAt: firestore.serverTimestamp(),
      }),
    );
  });
}

/** Whether a key is in use or was ever deleted (readable or not), for the create form's message before sending. */
export async function isProjectKeyTaken(projectKey: string): Promise<boolean> {
  try {
    const [project, deletion] = await Promise.all([
      firestore.getDoc(firestore.doc(db(), COLLECTIONS.projects, projectKey)),
      firestore.getDoc(firestore.doc(db(), COLLECTIONS.projectDeletions, projectKey)),
    ]);
    return project.exists() || deletion.exists();
  } catch (error) {
    if (isDenied(error)) return true;
    throw error;
  }
}

/**
 * A project's password, for its managers (the rules refuse anyone else): from `Projects/{id}/private/config`,
 * or, for a project saved before it moved there, from the project's own config.
 */
export async function getProjectPassword(project: ProjectRow): Promise<string> {
  const snap = await firestore.getDoc(firestore.doc(db(), PROJECT_PRIVATE_CONFIG(project.id)));
  const stored: unknown = snap.data()?.password;
  return typeof stored === 'string' ? stored : project.config.password;
}

export type VisitorProject =
  { status: 'ok'; project: ProjectRow } | { status: 'missing' } | { status: 'private' };

/** The public forms view tells a missing project from one the visitor may not read. */
export async function readProjectAsVisitor(projectId: string): Promise<VisitorProject> {
  if (!projectId.trim()) return { status: 'missing' };
  try {
    const snap = await firestore.getDoc(firestore.doc(projects(), projectId));
    return snap.exists() ? { status: 'ok', project: snap.data() } : { status: 'missing' };
  } catch (error) {
    if (isDenied(error)) return { status: 'private' };
    throw error;
  }
}

/** The content tags of AdminTags/content offered for a project's contentTag; none if unreadable. */
export async function listContentTags(): Promise<string[]> {
  try {
    const snap = await firestore.getDoc(firestore.doc(db(), COLLECTIONS.adminTags, 'content'));
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
  const ref = firestore.doc(db(), COLLECTIONS.projects, projectId);
  const data: Record<string, unknown> = { ...changes, updatedAt: firestore.serverTimestamp() };
  if (changes.pins) data.pins = uniquePins(changes.pins);
  // The password goes to the managers-only document; the project keeps an empty one (see PROJECT_PRIVATE_CONFIG).
  const secret = changes.config
    ? { password: changes.config.password, updatedAt: firestore.serverTimestamp() }
    : null;
  if (changes.config) data.config = { ...changes.config, password: '' };
  const secretRef = firestore.doc(db(), PROJECT_PRIVATE_CONFIG(projectId));
  if (!changes.tags) {
    const batch = firestore.writeBatch(db());
    batch.update(ref, stripUndefined(data));
    if (secret) batch.set(secretRef, secret);
    await batch.commit();
    return undefined;
  }
  const wanted = cleanTagNames(changes.tags.subjectTag);
  const saved = subjectTagsOf((await firestore.getDoc(ref)).data());
  const { add, remove } = tagNameChanges(saved, wanted);
  const refs = await projectTagRefsFor([...add, ...remove]);
  return firestore.runTransaction(db(), async (tx) => {
    const project = await tx.get(ref);
    if (!project.exists()) {
      console.error(`Not saving project ${projectId}: project not found`);
      return null;
    }
    const tags = await readProjectTagChanges(tx, projectId, subjectTagsOf(project.data()), wanted, refs);
    const subjectTag = tags.spell(wanted);
    tx.update(ref, stripUndefined({ ...data, tags: { ...changes.tags, subjectTag } }));
    if (secret) tx.set(secretRef, secret);
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
  return firestore.onSnapshot(
    firestore.doc(db(), COLLECTIONS.projectDeletions, projectId),
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
