import type { MailKind } from './mail-kinds.js';
import type { MailTemplate } from './mail-templates.js';

/**
 * The requests the e-mail endpoint (`sendEmail`) and the unsubscribe endpoint accept, shared by the app's
 * clients and the functions. The shape clients have always sent (`to`, `subject`, `text`, optional `html`) is
 * kept; the server renders subject and body from the kind's template and the documents in `context`, so
 * `subject` and `html` from a client are never sent. `text` is the free text a kind allows (a participant
 * update's message) and is ignored for the others.
 */
export interface MailContext {
  workshopId?: string;
  organisationId?: string;
  /** An e-mailed access code (the invitation of an organisation). */
  accessCode?: string;
  bookingRequestId?: string;
  groupRequestId?: string;
  formId?: string;
  /** A newsletter's `campaigns` document, whose counters move with the message's. */
  campaignId?: string;
  /** A drip campaign's `dripCampaigns` document (not a newsletter: its steps keep their own figures). */
  dripCampaignId?: string;
  /** A workshopEmailLogs entry to resend. */
  logId?: string;
  /** A queued message whose failed deliveries to send again. */
  messageId?: string;
}

export type MailAction = 'send' | 'test' | 'resend' | 'retryFailed';

export interface MailRequest {
  action?: MailAction;
  kind?: MailKind;
  to?: string | string[];
  subject?: string;
  text?: string;
  html?: string;
  context?: MailContext;
  /** Chosen by the client before the first attempt: the same request sent twice is one message. */
  requestId?: string;
  /** `test` only: an unsaved template to try (sent to the caller's own address only). */
  draft?: MailTemplate;
}

export interface MailProgress {
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
}

export type MailResponse =
  ({ ok: true; messageId: string; status: 'queued' | 'done' } & MailProgress) | { ok: false; error: string };

/**
 * `GET ?token=` tells the state; `POST {token, action}` changes it. A link from an organisation's mail acts on
 * that organisation's mail (`unsubscribe`, `resubscribe`); `unsubscribeEveryone` stops marketing from every
 * organisation on the service and `resubscribeEveryone` takes that back. A link from the service's own mail
 * (no organisation) acts on everyone's with either pair.
 */
export const UNSUBSCRIBE_ACTIONS = [
  'unsubscribe',
  'resubscribe',
  'unsubscribeEveryone',
  'resubscribeEveryone',
] as const;
export interface UnsubscribeRequest {
  token: string;
  action: (typeof UNSUBSCRIBE_ACTIONS)[number];
}
export interface UnsubscribeState {
  ok: true;
  maskedEmail: string;
  /** The organisation whose mail the link came with; '' for the service's own mail. */
  organisationName: string;
  /** Whether that organisation's newsletters reach the address (the service's own mail: everyone's). */
  status: 'subscribed' | 'unsubscribed';
  /**
   * Marketing from every organisation: open; stopped by the person (they may take it back); or blocked by a
   * bounce, a complaint, an erasure or a super admin (only support can lift it).
   */
  everyone: 'open' | 'stopped' | 'blocked';
}
export type UnsubscribeResponse = UnsubscribeState | { ok: false; error: string };

export const UNSUBSCRIBE_ERRORS = {
  invalid: 'This unsubscribe link is not valid. Use the link from your most recent e-mail.',
  expired: 'This unsubscribe link has expired. Use the link from a more recent e-mail.',
  unavailable: 'Your choice could not be saved just now. Please try again in a moment.',
} as const;
