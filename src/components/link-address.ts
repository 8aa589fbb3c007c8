import { z } from 'zod/mini';

/**
 * What is wrong with an address typed for a link, or null when it can be set. Only web pages (https://,
 * http://) and e-mail (mailto:) are allowed: anything else (javascript:, data:, a bare word) is refused here,
 * and again when the text is cleaned for saving (lib/rich-text.ts).
 */
export function linkAddressProblem(typed: string): string | null {
  const href = typed.trim();
  if (!href) return 'Enter the address the link goes to';
  if (/\s/.test(href)) return 'An address has no spaces';
  if (/^mailto:/i.test(href))
    return /^mailto:[^@\s/]+@[^@\s/]+\.[^@\s/]+$/i.test(href)
      ? null
      : 'Write an e-mail link as mailto:name@example.org';
  if (!/^https?:\/\//i.test(href)) return 'Start the address with https://, http:// or mailto:';
  try {
    const url = new URL(href);
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return 'This is not a full web address';
  } catch {
    return 'This is not a full web address';
  }
  return null;
}

/** The link dialog's one field, refused with the reason linkAddressProblem gives. */
export const zLinkForm = z.object({
  href: z.string().check(
    z.superRefine((href, ctx) => {
      const problem = linkAddressProblem(href);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: href });
    }),
  ),
});
export type LinkForm = z.infer<typeof zLinkForm>;
