import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { parseDocument } from '../../lib/converter';
import { env } from '../../lib/env';
import { db } from '../../lib/firebase';
import { postToFunction } from '../../lib/functions-client';
import {
  campaignRecord,
  sumTrackCounts,
  TRACK_COUNTS,
  zAsSent,
  zCampaign,
  type AsSent,
  type Campaign,
  type ComposeValues,
  type TrackCounts,
} from './model';
import { sanitizeRichText } from '../../lib/rich-text';

export const CAMPAIGN_LIST_LIMIT = 100;

/** The organisation's campaigns, newest change first, live (the progress bar moves with these snapshots). */
export function watchCampaigns(
  organisationId: string,
  onData: (campaigns: Campaign[]) => void,
  onError: (e: Error) => void,
): () => void {
  return firestore.onSnapshot(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.campaigns),
      firestore.where('organisationId', '==', organisationId),
      firestore.orderBy('updatedAt', 'desc'),
      firestore.limit(CAMPAIGN_LIST_LIMIT),
    ),
    (snap) =>
      onData(
        snap.docs.map((d) => ({
          ...(parseDocument(zCampaign, d.ref.path, d.data({ serverTimestamps: 'estimate' })) as Omit<
            Campaign,
            'id'
          >),
          id: d.id,
        })),
      ),
    onError,
  );
}

/** A new draft (the shared builder; the server's time). */
export async function createDraft(
  organisationId: string,
  createdBy: string,
  values: Partial<ComposeValues> = {},
): Promise<string> {
  const record = campaignRecord({
    organisationId,
    subject: values.subject ?? 'Untitled newsletter',
    preheader: values.preheader ?? '',
    html: sanitizeRichText(values.html ?? '<p></p>'),
    lists: values.lists ?? [],
    audienceId: values.audienceId ?? '',
    createdBy,
    now: new Date(),
  });
  const ref = await firestore.addDoc(firestore.collection(db(), COLLECTIONS.campaigns), {
    ...record,
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  return ref.id;
}

export async function saveDraft(id: string, values: ComposeValues): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.campaigns, id), {
    subject: values.subject.trim(),
    preheader: values.preheader.trim(),
    html: sanitizeRichText(values.html),
    lists: [...new Set(values.lists)],
    audienceId: values.audienceId,
    updatedAt: firestore.serverTimestamp(),
  });
}

export const deleteDraft = (id: string) =>
  firestore.deleteDoc(firestore.doc(db(), COLLECTIONS.campaigns, id));

/** A copy of any campaign as a new draft: its content and lists, none of its figures. */
export const duplicateCampaign = (c: Campaign, by: string) =>
  createDraft(c.organisationId, by, {
    subject: `Copy of ${c.subject}`.slice(0, 200),
    preheader: c.preheader,
    html: c.html,
    lists: c.lists,
    audienceId: c.audienceId ?? '',
  });

/** The campaign's message as sent, or null while no delivery has gone out yet. */
export async function getAsSent(campaignId: string): Promise<AsSent | null> {
  const snap = await firestore.getDoc(
    firestore.doc(db(), COLLECTIONS.campaigns, campaignId, 'asSent', 'message'),
  );
  return snap.exists() ? parseDocument(zAsSent, snap.ref.path, snap.data()) : null;
}

/**
 * A tracked campaign's open and click counts, live: the sum of its count shards (`campaigns/{id}/trackCounts`,
 * written by the functions as hits arrive). At most TRACK_SHARDS small documents, then one read per change.
 */
export function watchTrackCounts(
  campaignId: string,
  onData: (counts: TrackCounts) => void,
  onError: (e: Error) => void,
): () => void {
  return firestore.onSnapshot(
    firestore.collection(db(), COLLECTIONS.campaigns, campaignId, TRACK_COUNTS),
    (snap) => onData(sumTrackCounts(snap.docs.map((d) => d.data()))),
    onError,
  );
}

// ── The newsletterAction function ──
/** Its address: beside the e-mail endpoint (same project and region). */
export const newsletterEndpoint = () => env.VITE_EMAIL_ENDPOINT.replace(/\/sendEmail$/, '/newsletterAction');

type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };
const failure = (status: number, statusText: string, error?: string) =>
  error ?? `The newsletter could not be changed: ${status} ${statusText}`;

function call<T extends object>(body: Record<string, unknown>): Promise<{ ok: true } & T> {
  return postToFunction<Answer<T>>(newsletterEndpoint(), body, failure);
}

export type CampaignCommand = 'send' | 'pause' | 'resume' | 'cancel' | 'resendFailed';
export const runCommand = (campaignId: string, action: CampaignCommand) =>
  call<{ state: string; requeued?: number }>({ action, campaignId });
export const schedule = (campaignId: string, at: Date | null) =>
  call<{ state: string }>({ action: 'schedule', campaignId, at: at ? at.toISOString() : null });
export const testSend = (campaignId: string, requestId: string) =>
  call<{ sentTo: string }>({ action: 'testSend', campaignId, requestId });
export const listFailures = (campaignId: string) =>
  call<{ failures: { recipient: string; error: string }[] }>({ action: 'failures', campaignId }).then(
    (r) => r.failures,
  );
export interface AudienceList {
  id: string;
  name: string;
  subscribed: number;
}
export const listLists = (organisationId: string) =>
  call<{ lists: AudienceList[] }>({ action: 'lists', organisationId }).then((r) => r.lists);
export const audienceCount = (organisationId: string, lists: string[]) =>
  call<{ count: number }>({ action: 'audience', organisationId, lists }).then((r) => r.count);
