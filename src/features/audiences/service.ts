import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { env } from '../../lib/env';
import { db } from '../../lib/firebase';
import { postToFunction } from '../../lib/functions-client';
import {
  audienceRecord,
  definitionOf,
  zAudience,
  type Audience,
  type AudienceCount,
  type AudienceDefinition,
  type AudienceForm,
} from './model';

export const AUDIENCE_LIST_LIMIT = 100;
const OPTION_LIMIT = 100;
const audienceConverter = converterFor(zAudience);
const audiences = () => firestore.collection(db(), COLLECTIONS.audiences);

const byName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => a.name.localeCompare(b.name));

/**
 * The organisation's audiences, by name; with `crossOrganisation` (super admins) also the cross-organisation
 * ones, which carry organisationId ''.
 */
export async function listAudiences(organisationId: string, crossOrganisation: boolean): Promise<Audience[]> {
  const read = (orgId: string) =>
    firestore
      .getDocs(
        firestore.query(
          audiences().withConverter(audienceConverter),
          firestore.where('organisationId', '==', orgId),
          firestore.limit(AUDIENCE_LIST_LIMIT),
        ),
      )
      .then((s) => s.docs.map((d) => d.data()));
  const [own, everywhere] = await Promise.all([
    read(organisationId),
    crossOrganisation ? read('') : Promise.resolve([]),
  ]);
  return [...byName(own), ...byName(everywhere)];
}

export async function createAudience(
  organisationId: string,
  by: string,
  form: AudienceForm,
): Promise<string> {
  const definition = definitionOf(organisationId, form);
  const record = audienceRecord({
    ...definition,
    name: form.name,
    description: form.description,
    createdBy: by,
    now: new Date(),
  });
  const ref = await firestore.addDoc(audiences(), {
    ...record,
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  return ref.id;
}

/** An edit keeps the audience's organisation (the rules insist): only its name and sources change. */
export async function updateAudience(existing: Audience, form: AudienceForm): Promise<void> {
  const definition = definitionOf(existing.organisationId, {
    ...form,
    crossOrganisation: existing.organisationId === '',
  });
  await firestore.updateDoc(firestore.doc(audiences(), existing.id), {
    name: form.name.trim(),
    description: form.description.trim(),
    roles: [...new Set(definition.roles)],
    groups: [...new Set(definition.groups)],
    lists: [...new Set(definition.lists)],
    workshops: [...new Set(definition.workshops)],
    workshopsFrom: definition.workshopsFrom,
    workshopsTo: definition.workshopsTo,
    updatedAt: firestore.serverTimestamp(),
  });
}

export const deleteAudience = (id: string) => firestore.deleteDoc(firestore.doc(audiences(), id));

// ── The sources to choose from: names only ──
export interface SourceOption {
  id: string;
  name: string;
}

async function namesOf(
  name: string,
  organisationId: string,
  label: (data: Record<string, unknown>) => string,
): Promise<SourceOption[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), name),
      firestore.where('organisationId', '==', organisationId),
      firestore.limit(OPTION_LIMIT),
    ),
  );
  return byName(snap.docs.map((d) => ({ id: d.id, name: label(d.data()) || d.id })));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
export const groupOptions = (organisationId: string) =>
  namesOf(COLLECTIONS.groups, organisationId, (d) => text(d.name));
export const listOptions = (organisationId: string) =>
  namesOf(COLLECTIONS.subscriberLists, organisationId, (d) => text(d.name));
/** The organisation's workshops as the public sees them (title and date: all a choice needs). */
export const workshopOptions = (organisationId: string) =>
  namesOf(COLLECTIONS.publicWorkshops, organisationId, (d) =>
    text(d.title) ? `${text(d.title)} (${text(d.date)})` : '',
  );

// ── The audienceAction function: the count the server sends to ──
export const audienceEndpoint = () => env.VITE_EMAIL_ENDPOINT.replace(/\/sendEmail$/, '/audienceAction');
type Answer = ({ ok: true } & AudienceCount) | { ok: false; error: string };
const failure = (status: number, statusText: string, error?: string) =>
  error ?? `The audience could not be counted: ${status} ${statusText}`;
const countOf = ({ ok: _ok, ...figures }: { ok: true } & AudienceCount): AudienceCount => figures;

/** A definition being edited, counted as `organisationId` would e-mail it. */
export const previewAudience = (organisationId: string, definition: AudienceDefinition) =>
  postToFunction<Answer>(audienceEndpoint(), { action: 'preview', organisationId, definition }, failure).then(
    countOf,
  );

/** A stored audience, counted as `organisationId` would e-mail it (the newsletter and announcement forms). */
export const countAudience = (organisationId: string, audienceId: string) =>
  postToFunction<Answer>(audienceEndpoint(), { action: 'count', organisationId, audienceId }, failure).then(
    countOf,
  );
