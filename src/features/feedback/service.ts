import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { zFeedbackForm, zResponse, type FeedbackForm, type FeedbackResponse } from './model';
import { formContent, type FormDraft } from './builder';

/** Staff side of feedback forms (the full SDK: the admin screens already load it). */
const formConverter = converterFor(zFeedbackForm);
const responseConverter = converterFor(zResponse);
const forms = () => firestore.collection(db(), COLLECTIONS.feedbackForms).withConverter(formConverter);
const formRef = (id: string) => firestore.doc(forms(), id);
const responses = (formId: string) =>
  firestore.collection(db(), COLLECTIONS.feedbackForms, formId, 'responses').withConverter(responseConverter);

export const FORM_LIST_LIMIT = 200;
/** Results read at most this many responses; the count on the list is exact (an aggregation query). */
export const RESPONSE_LIST_LIMIT = 2000;

export type FormRow = WithId<FeedbackForm> & { responseCount: number | null };

const me = () => {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user.uid;
};

/** An organisation's forms, newest first, each with its number of responses (count(): one read per form). */
export async function listForms(organisationId: string): Promise<FormRow[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      forms(),
      firestore.where('organisationId', '==', organisationId),
      firestore.orderBy('updatedAt', 'desc'),
      firestore.limit(FORM_LIST_LIMIT),
    ),
  );
  return Promise.all(
    snap.docs.map(async (d) => {
      const count = await firestore.getCountFromServer(responses(d.id)).then(
        (c) => c.data().count,
        () => null,
      );
      return { ...d.data(), responseCount: count };
    }),
  );
}

export async function getForm(formId: string): Promise<WithId<FeedbackForm> | null> {
  const snap = await firestore.getDoc(formRef(formId));
  return snap.exists() ? snap.data() : null;
}

/** A new draft owned by the signed-in person (who gets its submission notices). */
export async function createForm(organisationId: string, draft: FormDraft): Promise<string> {
  const ref = await firestore.addDoc(firestore.collection(db(), COLLECTIONS.feedbackForms), {
    ...formContent(draft),
    organisationId,
    status: 'draft',
    ownerId: me(),
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  return ref.id;
}

export async function saveForm(formId: string, draft: FormDraft): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.feedbackForms, formId), {
    ...formContent(draft),
    updatedAt: firestore.serverTimestamp(),
  });
}

export async function setFormStatus(formId: string, status: 'published' | 'closed'): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.feedbackForms, formId), {
    status,
    updatedAt: firestore.serverTimestamp(),
    ...(status === 'published'
      ? { publishedAt: firestore.serverTimestamp() }
      : { closedAt: firestore.serverTimestamp() }),
  });
}

export async function listResponses(formId: string): Promise<WithId<FeedbackResponse>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      responses(formId),
      firestore.orderBy('submittedAt', 'desc'),
      firestore.limit(RESPONSE_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** Deleting a response when the person who sent it asks. */
export async function deleteResponse(formId: string, responseId: string): Promise<void> {
  await firestore.deleteDoc(firestore.doc(db(), COLLECTIONS.feedbackForms, formId, 'responses', responseId));
}
