import {
  UNSUBSCRIBE_ERRORS,
  type UnsubscribeRequest,
  type UnsubscribeResponse,
} from '@storytelling/shared/mail-api';
import { env } from '../../lib/env';

/**
 * The public unsubscribe page's only I/O: `fetch` to the unsubscribe function. No Firebase here: the page is opened
 * from an e-mail on a phone and its bundle stays small.
 */
export type SubscriptionState = Extract<UnsubscribeResponse, { ok: true }>;
export type UnsubscribeAction = UnsubscribeRequest['action'];

type Reason = keyof typeof UNSUBSCRIBE_ERRORS | 'unreachable';

export const UNREACHABLE =
  'The unsubscribe service could not be reached. Check your connection and try again; nothing has changed yet.';

/** Why a request failed, in words the page shows as they are. */
export class UnsubscribeFailure extends Error {
  constructor(readonly reason: Reason) {
    super(reason === 'unreachable' ? UNREACHABLE : UNSUBSCRIBE_ERRORS[reason]);
    this.name = 'UnsubscribeFailure';
  }
  /** Trying again may help: the network or the server, not the link. */
  get retryable(): boolean {
    return this.reason === 'unreachable' || this.reason === 'unavailable';
  }
}

const REASONS = Object.keys(UNSUBSCRIBE_ERRORS) as (keyof typeof UNSUBSCRIBE_ERRORS)[];

/** The server answers with a reason (`invalid`) or its text; otherwise a 400 is a bad link, the rest the server's. */
function reasonOf(status: number, error: unknown): Reason {
  const known = REASONS.find((r) => r === error || UNSUBSCRIBE_ERRORS[r] === error);
  if (known) return known;
  return status === 400 ? 'invalid' : 'unavailable';
}

const isState = (body: unknown): body is SubscriptionState => {
  const b = body as SubscriptionState | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    b.ok === true &&
    typeof b.maskedEmail === 'string' &&
    typeof b.organisationName === 'string' &&
    (b.status === 'subscribed' || b.status === 'unsubscribed') &&
    (b.everyone === 'open' || b.everyone === 'stopped' || b.everyone === 'blocked')
  );
};

async function call(url: string, init?: RequestInit): Promise<SubscriptionState> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new UnsubscribeFailure('unreachable');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isState(body)) return body;
  throw new UnsubscribeFailure(reasonOf(response.status, (body as { error?: unknown } | null)?.error));
}

/** Whose address the link is for (masked), the organisation that sent it, and what reaches the address. */
export function getSubscription(token: string): Promise<SubscriptionState> {
  return call(`${env.VITE_UNSUBSCRIBE_ENDPOINT}?token=${encodeURIComponent(token)}`);
}

export function changeSubscription(token: string, action: UnsubscribeAction): Promise<SubscriptionState> {
  const request: UnsubscribeRequest = { token, action };
  return call(env.VITE_UNSUBSCRIBE_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}
