import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { z } from 'zod/mini';
import { zEmailAddress } from '../../kernel/email-address';
import { newRequestId } from '../../lib/email-client';
import { env } from '../../lib/env';
import { postToFunction } from '../../lib/functions-client';
import type { Budget } from '../projects';

/**
 * A project inquiry from /project-questionnaire: the budget view's answers and who to answer, filed through the
 * same endpoint and limits as workshop requests (the server stores it in projectInquiries and acknowledges it).
 */
const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters`));
export const zInquiryContact = z.object({
  contactName: required('Your name is required', 200),
  contactEmail: zEmailAddress(),
  organisationName: required('Organisation name is required', 200),
  message: z.string().check(z.maxLength(4000, 'At most 4000 characters')),
});
export type InquiryContact = z.infer<typeof zInquiryContact>;

type Answer = { ok: true; id: string } | { ok: false; error: string };
export const INQUIRY_FAILED = 'Your inquiry could not be sent just now; please try again';

export async function sendInquiry(
  contact: InquiryContact,
  draft: { budget: Budget; projectName: string },
  requestId: string,
): Promise<string> {
  const { id } = await postToFunction<Answer>(
    env.VITE_WORKSHOP_REQUEST_ENDPOINT,
    { type: 'inquiry', requestId, request: { ...contact, ...draft } },
    (status, _text, error) => ((status === 400 || status === 429) && error ? error : INQUIRY_FAILED),
  );
  return id;
}

/** One id per inquiry, kept across retries (the same inquiry twice is filed once), renewed once it went. */
export function useSendInquiry() {
  const requestId = useRef(newRequestId());
  return useMutation({
    mutationFn: ({
      contact,
      draft,
    }: {
      contact: InquiryContact;
      draft: { budget: Budget; projectName: string };
    }) => sendInquiry(contact, draft, requestId.current),
    onSuccess: () => void (requestId.current = newRequestId()),
  });
}
