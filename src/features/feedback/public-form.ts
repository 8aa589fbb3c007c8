import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { readDocumentRest } from '../../lib/firestore-rest';
import { zFeedbackForm, type FeedbackForm } from './model';

/**
 * What the public form page needs on its first load: the form, read through Firestore's REST API (no Firebase
 * SDK, no Auth), and the two errors it tells apart when sending. Sending is in public-service.ts, which brings the
 * lite SDK and is loaded when the respondent sends.
 */

/** Why a form cannot be answered, in the respondent's words. */
export type PublicForm =
  { state: 'open'; form: WithId<FeedbackForm> } | { state: 'closed'; title: string } | { state: 'unknown' };

/** A published or closed form; a draft (which the rules do not show) or a missing one is "unknown". */
export async function loadPublicForm(formId: string): Promise<PublicForm> {
  try {
    const form = await readDocumentRest(zFeedbackForm, `${COLLECTIONS.feedbackForms}/${formId}`);
    if (!form) return { state: 'unknown' };
    if (form.status === 'closed') return { state: 'closed', title: form.title };
    if (form.status !== 'published') return { state: 'unknown' };
    return { state: 'open', form };
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return { state: 'unknown' };
    throw error;
  }
}

/** Too many answers to this form this minute (the rules' limit): the answers stay, to send a little later. */
export class BusyError extends Error {
  constructor() {
    super(
      'This form is receiving a lot of answers just now. Your answers are still here: please try again in a minute.',
    );
  }
}

/** The form was closed (or withdrawn) while the person was answering. */
export class ClosedError extends Error {
  constructor() {
    super('This form has been closed and takes no more answers.');
  }
}
