import { z } from 'zod/mini';
import {
  senderProblems,
  senderSettingsToStore,
  type SenderField,
} from '@storytelling/shared/sender-identity';
import { firstProblemPerField, organisationDetailsFields } from './organisation-details';
import type { OrganisationChange } from './service';

const isLogoUrl = (url: string) => /^https:\/\/\S+$/.test(url) || /^\/[^\s/]\S*$/.test(url);
const lines = (text: string) =>
  text
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean);

/** A sender field, checked by the rule the server cleans with (one message per field). */
const senderField = (field: SenderField) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = senderProblems({ [field]: value })[field];
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/**
 * The organisation settings form and its rules (lengths match firestore.rules). Values stay as typed; what is
 * written is worked out by settingsChange.
 */
export const zSettingsForm = z.object({
  ...organisationDetailsFields,
  logoUrl: z
    .string()
    .check(
      z.refine(
        (v) => !v.trim() || (isLogoUrl(v.trim()) && v.length <= 2000),
        'Use an https:// address or a path starting with /.',
      ),
    ),
  /** One URL per line. */
  partnerLogoUrls: z.string().check(
    z.refine((v) => lines(v).length <= 20, 'Up to 20 partner logos.'),
    z.refine(
      (v) => lines(v).length > 20 || lines(v).every((u) => isLogoUrl(u) && u.length <= 2000),
      'Each line must be an https:// address or a path starting with /.',
    ),
  ),
  allowAnonymousMembers: z.boolean(),
  requireApproval: z.boolean(),
  /** The sender identity of the organisation's marketing e-mail; all three optional. */
  senderName: senderField('senderName'),
  replyTo: senderField('replyTo'),
  postalAddress: senderField('postalAddress'),
  /**
   * Newsletter open and click tracking. Off until an admin turns it on: a pixel and rewritten links tell the
   * organisation who read what, which the people it writes to have not asked for, so it is a choice made
   * knowingly rather than a default they inherit.
   */
  trackOpensAndClicks: z.boolean(),
});
export type SettingsForm = z.infer<typeof zSettingsForm>;

/** Each field's first problem, as the form shows it next to the field. */
export function settingsProblems(form: SettingsForm): Partial<Record<keyof SettingsForm, string>> {
  return firstProblemPerField(zSettingsForm, form);
}

/**
 * What saving the form writes. An empty logo URL is `undefined` on purpose: the service removes the field, so a
 * logo can be taken away again.
 */
export function settingsChange(form: SettingsForm): OrganisationChange {
  return {
    name: form.name.trim(),
    type: form.type,
    description: form.description.trim(),
    logoUrl: form.logoUrl.trim() || undefined,
    partnerLogoUrls: lines(form.partnerLogoUrls),
    // The whole settings map is written, so an emptied sender field is removed.
    settings: {
      allowAnonymousMembers: form.allowAnonymousMembers,
      requireApproval: form.requireApproval,
      ...senderSettingsToStore(form),
      trackOpensAndClicks: form.trackOpensAndClicks,
    },
  };
}
