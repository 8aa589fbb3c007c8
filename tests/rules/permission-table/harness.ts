import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { DocAction, ProjectFacts, Target } from '../../../src/kernel/permissions';

/**
 * What the permission table test asks about: one document (or query) of a resource, and how to try each action
 * on it as a given person. Paths, targets and payloads are functions, read when a case runs (after the seed), of
 * the uid of the person trying.
 */
export interface Case {
  name: string;
  /** Only these actions (default: all the table names for the resource). */
  only?: DocAction[];
  target: () => Target;
  /** A query is judged as a whole: what it asks for, which may differ from its documents. */
  listTarget?: () => Target;
  /** The document an allowed write changed, put back afterwards. */
  written: (action: DocAction) => string;
  run: (db: Firestore, action: DocAction) => Promise<unknown>;
}

/** How a case is described: every part may depend on the person's uid. */
export interface Spec {
  name: string;
  only?: DocAction[];
  /** The document read, updated and deleted. */
  path: (uid: string) => string;
  /** The collection listed when no query is given. */
  collection: string;
  target: (uid: string) => Target;
  listTarget?: (uid: string) => Target;
  listQuery?: (db: Firestore, uid: string) => Query;
  /** The document a create writes and its data (default: `{collection}/permission-table-new` with `write`). */
  create?: (uid: string) => { path: string; data: Record<string, unknown> };
  /** The whole update (default: `write` with the server's updatedAt). */
  update?: (uid: string) => Record<string, unknown>;
  write?: Record<string, unknown>;
}

export function caseOf(spec: Spec): (uid: string) => Case {
  return (uid) => {
    const created = () =>
      spec.create?.(uid) ?? { path: `${spec.collection}/permission-table-new`, data: spec.write ?? {} };
    return {
      name: spec.name,
      only: spec.only,
      target: () => spec.target(uid),
      listTarget: spec.listTarget && (() => spec.listTarget!(uid)),
      written: (action) => (action === 'create' ? created().path : spec.path(uid)),
      run: (db, action) => {
        const ref = doc(db, spec.path(uid));
        switch (action) {
          case 'get':
            return getDoc(ref);
          case 'list':
            return getDocs(spec.listQuery ? spec.listQuery(db, uid) : collection(db, spec.collection));
          case 'create': {
            const { path, data } = created();
            return setDoc(doc(db, path), data);
          }
          case 'update':
            return updateDoc(ref, spec.update?.(uid) ?? { ...spec.write, updatedAt: serverTimestamp() });
          case 'delete':
            return deleteDoc(ref);
        }
      },
    };
  };
}

/** A query alone (no document actions): what it asks for decides. */
export function listOf(
  name: string,
  listQuery: (db: Firestore, uid: string) => Query,
  listTarget: (uid: string) => Target,
): (uid: string) => Case {
  return caseOf({
    name,
    only: ['list'],
    path: () => 'unused/unused',
    collection: 'unused',
    target: listTarget,
    listTarget,
    listQuery,
  });
}

/** The seed's documents as stored, read once after seeding (builders of new documents copy them). */
export const stored = new Map<string, Record<string, unknown>>();
export function storedDoc(path: string): Record<string, unknown> {
  const data = stored.get(path);
  if (!data) throw new Error(`the seed did not write ${path}`);
  return data;
}

/** What the rules know of each project, read from the records they read (see readProjectFacts). */
export const projectFacts = new Map<string, ProjectFacts>();
export function factsOf(projectId: string): ProjectFacts {
  const facts = projectFacts.get(projectId);
  if (!facts) throw new Error(`no facts read for project ${projectId}`);
  return facts;
}
