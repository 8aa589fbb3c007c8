import * as firestore from 'firebase/firestore';
import { z } from 'zod/mini';
import { MAIL_KINDS, type MailKind } from '@storytelling/shared/mail-kinds';
import { templateProblem, type MailTemplate } from '@storytelling/shared/mail-templates';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { newRequestId, sendEmail, type MailSuccess } from '../../lib/email-client';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import {
  EMAIL_TEMPLATES,
  HISTORY_LIMIT,
  TEMPLATE_VERSIONS,
  zStoredTemplate,
  zTemplateVersion,
  type StoredTemplate,
  type TemplateVersion,
} from './model';

const templateConverter = converterFor(zStoredTemplate);
const versionConverter = converterFor(zTemplateVersion);
const templates = () => firestore.collection(db(), EMAIL_TEMPLATES);
const versions = (kind: MailKind) => firestore.collection(db(), EMAIL_TEMPLATES, kind, TEMPLATE_VERSIONS);

/** The saved templates by kind; a kind without a document sends its built-in template. */
export async function listTemplates(): Promise<Partial<Record<MailKind, WithId<StoredTemplate>>>> {
  const snap = await firestore.getDocs(
    firestore.query(templates().withConverter(templateConverter), firestore.limit(MAIL_KINDS.length)),
  );
  return Object.fromEntries(snap.docs.map((d) => [d.data().kind, d.data()]));
}

/** A kind's saved versions, newest first. */
export async function listVersions(kind: MailKind): Promise<WithId<TemplateVersion>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      versions(kind).withConverter(versionConverter),
      firestore.orderBy('version', 'desc'),
      firestore.limit(HISTORY_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

const zPerson = z.object({ displayName: z.optional(z.string()), email: z.optional(z.string()) });

/** Who saved versions, by uid, as the history names them (display name, else e-mail, else the uid). */
export async function namesOf(uids: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    uids.map(async (uid) => {
      const snap = await firestore.getDoc(firestore.doc(db(), COLLECTIONS.users, uid)).catch(() => null);
      const person = zPerson.safeParse(snap?.data() ?? {});
      const name = person.success ? person.data.displayName || person.data.email : undefined;
      return [uid, name || uid] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export interface SaveTemplateInput {
  kind: MailKind;
  template: MailTemplate;
  note?: string;
  /** The version the editor started from (0 for the built-in template): a save on top of another one is refused. */
  baseVersion: number;
}

/**
 * Saves a template as its next version: the template document and the numbered version are written in one
 * transaction (the rules check both). Refused, before anything is written, when the template has a problem or
 * when someone else saved the kind since the editor loaded it, so nobody overwrites a change they have not seen.
 */
export async function saveTemplate({
  kind,
  template,
  note,
  baseVersion,
}: SaveTemplateInput): Promise<StoredTemplate> {
  const problem = templateProblem(kind, template);
  if (problem) throw new AppError(problem);
  const uid = authClient().currentUser?.uid;
  if (!uid) throw new AppError('Sign in again to save templates');
  const ref = firestore.doc(templates(), kind);
  const version = await firestore.runTransaction(db(), async (tx) => {
    const current = await tx.get(ref.withConverter(templateConverter));
    const previous = current.exists() ? current.data().version : 0;
    if (previous !== baseVersion)
      throw new AppError(
        `Someone else saved this template (version ${previous}) after you opened it. Copy your changes, reload the page and apply them again.`,
      );
    const next = previous + 1;
    const body = { kind, subject: template.subject, html: template.html, text: template.text, version: next };
    const kept = note?.trim() ? { note: note.trim() } : {};
    tx.set(ref, { ...body, ...kept, updatedAt: firestore.serverTimestamp(), updatedBy: uid });
    tx.set(firestore.doc(versions(kind), String(next)), {
      ...body,
      ...kept,
      savedAt: firestore.serverTimestamp(),
      savedBy: uid,
    });
    return next;
  });
  return {
    kind,
    ...template,
    version,
    note: note?.trim() || undefined,
    updatedAt: new Date(),
    updatedBy: uid,
  };
}

/** Sends the draft, rendered with sample data, to the signed-in user's own address (one message per click). */
export function sendTestEmail(kind: MailKind, to: string, draft: MailTemplate): Promise<MailSuccess> {
  return sendEmail({ action: 'test', kind, to, draft, requestId: newRequestId() });
}
