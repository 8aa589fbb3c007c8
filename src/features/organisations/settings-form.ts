import type { OrganisationChange } from './service';

/** The organisation settings form and its rules (lengths match firestore.rules). */
export interface SettingsForm {
  name: string;
  type: string;
  description: string;
  logoUrl: string;
  /** One URL per line. */
  partnerLogoUrls: string;
  allowAnonymousMembers: boolean;
  requireApproval: boolean;
}

const isLogoUrl = (url: string) => /^https:\/\/\S+$/.test(url) || /^\/[^\s/]\S*$/.test(url);

export function settingsProblems(form: SettingsForm): Partial<Record<keyof SettingsForm, string>> {
  const problems: Partial<Record<keyof SettingsForm, string>> = {};
  if (!form.name.trim()) problems.name = 'Enter the organisation’s name.';
  else if (form.name.length > 200) problems.name = 'Keep the name under 200 characters.';
  if (form.description.length > 2000) problems.description = 'Keep the description under 2000 characters.';
  if (form.logoUrl.trim() && (!isLogoUrl(form.logoUrl.trim()) || form.logoUrl.length > 2000))
    problems.logoUrl = 'Use an https:// address or a path starting with /.';
  const partners = form.partnerLogoUrls
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean);
  if (partners.length > 20) problems.partnerLogoUrls = 'Up to 20 partner logos.';
  else if (partners.some((u) => !isLogoUrl(u) || u.length > 2000))
    problems.partnerLogoUrls = 'Each line must be an https:// address or a path starting with /.';
  return problems;
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
    partnerLogoUrls: form.partnerLogoUrls
      .split('\n')
      .map((u) => u.trim())
      .filter(Boolean),
    settings: {
      allowAnonymousMembers: form.allowAnonymousMembers,
      requireApproval: form.requireApproval,
    },
  };
}
