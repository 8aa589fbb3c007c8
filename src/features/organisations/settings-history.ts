import type { Organisation } from './model';
import type { OrganisationChange } from './service';

type Settings = Organisation['settings'];

const onOff = (on: boolean | undefined, yes: string, no: string) => (on ? yes : no);

/** What each saved field means to a person reading the history, given its old and new values. */
const SETTING_WORDS: {
  [K in keyof Settings]-?: (after: Settings[K]) => string;
} = {
  allowAnonymousMembers: (on) =>
    onOff(on, 'allowed members to join with a shared class code', 'stopped shared class codes'),
  requireApproval: (on) =>
    onOff(on, 'turned on approval of people joining', 'turned off approval of people joining'),
  senderName: () => 'changed the sender name',
  replyTo: () => 'changed the reply-to address',
  postalAddress: () => 'changed the postal address',
  trackOpensAndClicks: (on) =>
    onOff(
      on,
      'turned on newsletter open and click tracking',
      'turned off newsletter open and click tracking',
    ),
};
const FIELD_WORDS: Record<Exclude<keyof OrganisationChange, 'settings'>, string> = {
  name: 'renamed the organisation',
  type: 'changed its type',
  description: 'changed its description',
  logoUrl: 'changed its logo',
  partnerLogoUrls: 'changed its partner logos',
  isActive: 'changed whether it is active',
};

/** Absent, empty and off are one value here: a form saving "" or false over a field never set changes nothing. */
const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) =>
  blank(a) ? blank(b) : !blank(b) && JSON.stringify(a) === JSON.stringify(b);

/**
 * The history's sentence for a save of the organisation's settings, naming what changed against the stored
 * organisation (the form saves every field, so most are unchanged), or null when nothing did.
 */
export function settingsChangeSummary(before: Organisation, change: OrganisationChange): string | null {
  const parts: string[] = [];
  for (const key of Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[]) {
    if (key === 'isActive' && 'isActive' in change && !same(before.isActive, change.isActive)) {
      parts.push(change.isActive ? 'made the organisation active' : 'made the organisation inactive');
    } else if (key !== 'isActive' && key in change && !same(before[key], change[key])) {
      parts.push(FIELD_WORDS[key]);
    }
  }
  if (change.settings) {
    for (const key of Object.keys(SETTING_WORDS) as (keyof Settings)[]) {
      const after = change.settings[key];
      if (!same(before.settings[key], after))
        parts.push((SETTING_WORDS[key] as (v: unknown) => string)(after));
    }
  }
  if (parts.length === 0) return null;
  const sentence = parts.join('; ');
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}
