/**
 * The public and staff API of the `subscribers` HTTP function (POST JSON), shared by the app and the functions.
 * Pure data and pure functions, no imports but types: the app bundles this file for the sign-up pages.
 */
import type { BulkOperation } from './subscriber-bulk.js';

export const CONFIRMATION_DAYS = 7;

/** The words a person agrees to on a list's sign-up form; the server records exactly these. */
export const signupWording = (listName: string, organisationName: string): string =>
  `Yes, send me "${listName}" from ${organisationName} by e-mail. I can unsubscribe at any time.`;

/** The words of the "keep me informed" box on the workshop booking form and the interest dialog. */
export const KEEP_INFORMED_WORDING =
  'Keep me informed: send me news of walks and workshops by e-mail. I can unsubscribe at any time.';

/** The words of a signed-in member's opt-in. */
export const MEMBER_OPT_IN_WORDING =
  "Send me my organisation's news by e-mail. I can unsubscribe at any time.";

/** What a person confirms when their opt-in names no list: the organisation's news in general. */
export const NEWS_WITHOUT_LIST = 'news of walks and workshops';

/** The consent record of someone who took back their unsubscribe with the link in an e-mail sent to them. */
export const RESUBSCRIBE_WORDING =
  'Chose "Resubscribe" on the unsubscribe page reached from an e-mail sent to this address.';

export type SubscribersRequest =
  | { action: 'describe'; listId: string }
  | { action: 'signup'; listId: string; email: string; name?: string; consent: boolean }
  | { action: 'describeConfirmation'; token: string }
  | { action: 'confirm'; token: string }
  | { action: 'sendConfirmation'; organisationId: string; subscriberIds: string[]; listId?: string }
  | { action: 'erase'; organisationId: string; email: string }
  | { action: 'suppressed'; organisationId: string; hashes: string[] }
  | { action: 'memberStatus'; organisationId: string }
  | { action: 'memberOptIn'; organisationId: string; optIn: boolean }
  | { action: 'interestOptIn'; workshopId: string }
  | {
      action: 'bulk';
      organisationId: string;
      jobId: string;
      filter: { status?: string; listId?: string; search?: string };
      operation: BulkOperation;
    };

export type SubscribersResponse =
  | { ok: true; listName: string; organisationName: string; wording: string; doubleOptIn: boolean }
  | { ok: true; status: 'confirmationSent' | 'subscribed' }
  | { ok: true; status: 'confirmed'; listName: string }
  | { ok: true; erased: true }
  | { ok: true; suppressed: string[] }
  | { ok: true; optedIn: boolean; confirmationSent?: boolean }
  | { ok: true; sent: number; skipped: number }
  | { ok: true; job: { jobId: string; status: 'running' | 'done'; total: number; done: number } }
  | { ok: false; error: string };

export const SUBSCRIBER_ERRORS = {
  listNotFound: 'This sign-up form does not exist',
  consent: 'Tick the box to agree to receive e-mails',
  invalidAddress: 'Enter a valid e-mail address',
  invalidToken: 'This confirmation link is not valid',
  expiredToken: 'This confirmation link has expired; sign up again',
  unavailable: 'This could not be done just now; please try again',
} as const;
