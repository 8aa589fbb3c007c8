import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { env } from '../../lib/env';
import { db } from '../../lib/firebase';
import { postToFunction } from '../../lib/functions-client';
import { dripCampaignRecord } from '@storytelling/shared/drip';
import {
  zDripCampaign,
  zDripEnrollment,
  type DripCampaign,
  type DripCampaignForm,
  type DripEnrollment,
  type DripState,
  type DripStep,
} from './model';

/**
 * Drip campaigns in Firestore: the organisation's staff write campaigns directly (firestore.rules checks each
 * field); enrolments are the server's (the job and the `dripEnrolment` endpoint), read here.
 */
const campaignConverter = converterFor(zDripCampaign);
const enrolmentConverter = converterFor(zDripEnrollment);
const campaigns = () => firestore.collection(db(), COLLECTIONS.dripCampaigns);
const MAX_ENROLMENTS = 2000;

export async function listCampaigns(organisationId: string): Promise<WithId<DripCampaign>[]> {
  const snap = await firestore.getDocs(
    firestore
      .query(campaigns(), firestore.where('organisationId', '==', organisationId), firestore.limit(200))
      .withConverter(campaignConverter),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name));
}

export async function listEnrolments(
  organisationId: string,
  campaignId: string,
): Promise<WithId<DripEnrollment>[]> {
  const snap = await firestore.getDocs(
    firestore
      .query(
        firestore.collection(db(), COLLECTIONS.dripEnrollments),
        firestore.where('organisationId', '==', organisationId),
        firestore.where('campaignId', '==', campaignId),
        firestore.limit(MAX_ENROLMENTS),
      )
      .withConverter(enrolmentConverter),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The organisation's subscriber lists, by name, for the "joined a list" trigger. */
export async function listSubscriberLists(organisationId: string): Promise<{ id: string; name: string }[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.subscriberLists),
      firestore.where('organisationId', '==', organisationId),
    ),
  );
  return snap.docs
    .map((d) => ({ id: d.id, name: String(d.get('name') ?? d.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The editor's fields as stored: bodies sanitised, subjects trimmed. The sanitiser (DOMPurify, 11 KB gzip) is
 * fetched when a campaign is first written: the subscriber screens read campaigns through this file to say which
 * ones a list join starts, and show no rich text.
 */
async function cleanForm(form: DripCampaignForm) {
  const { sanitizeRichText } = await import('../../lib/rich-text');
  return {
    ...form,
    name: form.name.trim(),
    steps: form.steps.map((s) => ({
      ...s,
      subject: s.subject.trim(),
      bodyHtml: sanitizeRichText(s.bodyHtml),
    })),
  };
}

export async function createCampaign(organisationId: string, form: DripCampaignForm): Promise<string> {
  const ref = firestore.doc(campaigns());
  const clean = await cleanForm(form);
  const record = dripCampaignRecord({ organisationId, ...clean, state: 'draft', now: new Date() });
  await firestore.setDoc(ref, {
    ...record,
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  return ref.id;
}

export async function saveCampaign(campaignId: string, form: DripCampaignForm): Promise<void> {
  const clean = await cleanForm(form);
  const trigger = dripCampaignRecord({ organisationId: '', ...clean, now: new Date() }).trigger;
  await firestore.updateDoc(firestore.doc(campaigns(), campaignId), {
    name: clean.name,
    trigger,
    steps: clean.steps,
    exitOn: clean.exitOn,
    timeZone: clean.timeZone,
    updatedAt: firestore.serverTimestamp(),
  });
}

/** A state change; becoming active starts the trigger's window afresh (firestore.rules insists). */
export async function setCampaignState(campaignId: string, from: DripState, to: DripState): Promise<void> {
  await firestore.updateDoc(firestore.doc(campaigns(), campaignId), {
    state: to,
    ...(to === 'active' && from !== 'active' ? { activatedAt: firestore.serverTimestamp() } : {}),
    updatedAt: firestore.serverTimestamp(),
  });
}

export const deleteCampaign = (campaignId: string) =>
  firestore.deleteDoc(firestore.doc(campaigns(), campaignId));

/** The functions share one base address: the enrolment endpoint sits beside the e-mail one. */
export const dripEnrolmentEndpoint = () =>
  env.VITE_EMAIL_ENDPOINT.replace(/\/sendEmail\/?$/, '/dripEnrolment');

export interface EnrolmentChange {
  action: 'enrol' | 'remove';
  campaignId: string;
  email: string;
  name?: string;
}

/**
 * The people already on a list-triggered campaign's list and not enrolled: counted (`count`), or enrolled from
 * now once the campaign is active. The server does both: enrolments are its own.
 */
export async function existingOnList(campaignId: string, count: boolean): Promise<number> {
  const answer = await postToFunction<
    { ok: true; count?: number; enrolled?: number } | { ok: false; error: string }
  >(
    dripEnrolmentEndpoint(),
    { action: 'enrolExisting', campaignId, count },
    (status, statusText, error) =>
      error ?? `The people on the list could not be enrolled: ${status} ${statusText}`,
  );
  return (count ? answer.count : answer.enrolled) ?? 0;
}

/** Sends a step as it stands in the editor to the signed-in person's own address; returns that address. */
export async function sendStepTest(
  campaignId: string,
  step: Pick<DripStep, 'subject' | 'bodyHtml'>,
): Promise<string> {
  const answer = await postToFunction<{ ok: true; sentTo: string } | { ok: false; error: string }>(
    dripEnrolmentEndpoint(),
    { action: 'testSend', campaignId, step: { subject: step.subject, bodyHtml: step.bodyHtml } },
    (status, statusText, error) => error ?? `The test could not be sent: ${status} ${statusText}`,
  );
  return answer.sentTo;
}

export async function changeEnrolment(change: EnrolmentChange): Promise<{ id: string }> {
  return postToFunction<{ ok: true; id: string } | { ok: false; error: string }>(
    dripEnrolmentEndpoint(),
    change,
    (status, statusText, error) => error ?? `The enrolment could not be changed: ${status} ${statusText}`,
  );
}
