import {
  SUBSCRIBER_ERRORS,
  type SubscribersRequest,
  type SubscribersResponse,
} from '@storytelling/shared/subscriber-api';
import { env } from '../../lib/env';

/**
 * The public sign-up pages talk only to the `subscribers` function (no Firebase, no sign-in): a visitor never
 * writes Firestore.
 */
async function call<T extends SubscribersResponse>(
  body: SubscribersRequest,
): Promise<Extract<T, { ok: true }>> {
  let response: Response;
  try {
    response = await fetch(env.VITE_SUBSCRIBERS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(SUBSCRIBER_ERRORS.unavailable);
  }
  const json = (await response.json().catch(() => null)) as SubscribersResponse | null;
  if (!json) throw new Error(SUBSCRIBER_ERRORS.unavailable);
  if (!json.ok) throw new Error(json.error);
  return json as Extract<T, { ok: true }>;
}

export type ListDescription = Extract<SubscribersResponse, { listName: string; wording: string }>;

export const describeList = (listId: string) => call<ListDescription>({ action: 'describe', listId });

export const signUp = (input: { listId: string; email: string; name: string; consent: boolean }) =>
  call<Extract<SubscribersResponse, { status: 'confirmationSent' | 'subscribed' }>>({
    action: 'signup',
    ...input,
  });

/** What a confirmation link is for (its list or the organisation's news), without confirming anything. */
export const describeConfirmation = (token: string) =>
  call<ListDescription>({ action: 'describeConfirmation', token });

export const confirmSignUp = (token: string) =>
  call<Extract<SubscribersResponse, { status: 'confirmed' }>>({ action: 'confirm', token });
