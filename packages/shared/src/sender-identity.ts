import { isPlainAddress, normaliseAddress } from './email-address.js';

/**
 * Who an organisation's marketing e-mail (newsletters, drips, announcements) says it is from. The organisation
 * sets a sender name, a Reply-To address and a postal address in its settings (`Organisations/{id}.settings`);
 * the mail still leaves from the platform's own address, the only one the platform may send from. Pure, shared by
 * the settings form, the composer's preview and the sender, so all three say the same.
 */
export const SENDER_LIMITS = { senderName: 100, replyTo: 320, postalAddress: 300, postalLines: 6 } as const;

/** The three optional fields of `Organisations/{id}.settings` this is built from. */
export interface SenderSettings {
  senderName?: string;
  replyTo?: string;
  postalAddress?: string;
}
export type SenderField = keyof SenderSettings;

/**
 * Characters that could end a header's quoted display name or start another header: quotes, angle brackets,
 * backslashes and control characters (CR and LF among them).
 */
const HEADER_BREAKERS = /["<>\\\p{Cc}]/u;
/** In a postal address only the line break is allowed of the control characters. */
const ADDRESS_CONTROLS = /[^\P{Cc}\n\r]/u;

const postalLinesOf = (text: string) =>
  text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Each field's problem in the settings form's words (none for an empty field: all three are optional). */
export function senderProblems(s: SenderSettings): Partial<Record<SenderField, string>> {
  const problems: Partial<Record<SenderField, string>> = {};
  const name = s.senderName ?? '';
  if (HEADER_BREAKERS.test(name))
    problems.senderName = 'The sender name cannot contain quotes, < >, backslashes or line breaks.';
  else if (name.trim().length > SENDER_LIMITS.senderName)
    problems.senderName = `Keep the sender name under ${SENDER_LIMITS.senderName} characters.`;
  const replyTo = (s.replyTo ?? '').trim();
  if (replyTo && !isPlainAddress(replyTo))
    problems.replyTo = 'Enter one e-mail address, like office@school.example.';
  const postal = s.postalAddress ?? '';
  if (ADDRESS_CONTROLS.test(postal))
    problems.postalAddress = 'The postal address contains invisible characters.';
  else if (postal.trim().length > SENDER_LIMITS.postalAddress)
    problems.postalAddress = `Keep the postal address under ${SENDER_LIMITS.postalAddress} characters.`;
  else if (postalLinesOf(postal).length > SENDER_LIMITS.postalLines)
    problems.postalAddress = `Use at most ${SENDER_LIMITS.postalLines} lines.`;
  return problems;
}

/** What the form stores: trimmed values, an address in the form addresses are compared in, empty as absent. */
export function senderSettingsToStore(s: SenderSettings): SenderSettings {
  const name = (s.senderName ?? '').trim();
  const replyTo = normaliseAddress(s.replyTo ?? '');
  const postal = postalLinesOf(s.postalAddress ?? '').join('\n');
  return {
    ...(name ? { senderName: name } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(postal ? { postalAddress: postal } : {}),
  };
}

export interface SenderIdentity {
  /** The From header's display name. */
  name: string;
  /** Whom the footer names: the organisation (the platform for mail that belongs to no organisation). */
  organisationName: string;
  replyTo?: string;
  /** The postal address the footer carries, one line each. */
  postalAddress: string[];
  /** Settings the organisation has not set, so the preview can say what the mail goes without. */
  missing: SenderField[];
}

/** A display name safe in a header whatever was stored: breaking characters dropped, spaces collapsed, capped. */
const headerSafe = (value: string) =>
  value
    .replace(new RegExp(HEADER_BREAKERS.source, 'gu'), ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SENDER_LIMITS.senderName)
    .trim();

/**
 * The identity a marketing e-mail goes out with. Stored values are checked again (whatever wrote them): a name
 * that is empty after cleaning falls back to the organisation's name, then to the platform's; a Reply-To that is
 * not one plain address is left out. `organisation` is null for mail of no organisation (an announcement to all
 * facilitators): it goes out in the platform's name.
 */
export function senderIdentity(
  organisation: { name?: string; settings?: SenderSettings } | null,
  productName: string,
): SenderIdentity {
  const settings = organisation?.settings ?? {};
  const organisationName = headerSafe(organisation?.name ?? '') || headerSafe(productName);
  const replyTo = normaliseAddress(String(settings.replyTo ?? ''));
  const postalAddress = postalLinesOf(
    String(settings.postalAddress ?? '').replace(new RegExp(ADDRESS_CONTROLS.source, 'gu'), ''),
  ).slice(0, SENDER_LIMITS.postalLines);
  const name = headerSafe(String(settings.senderName ?? '')) || organisationName;
  const validReplyTo = isPlainAddress(replyTo) ? replyTo : undefined;
  const missing: SenderField[] = [];
  if (!headerSafe(String(settings.senderName ?? ''))) missing.push('senderName');
  if (!validReplyTo) missing.push('replyTo');
  if (postalAddress.length === 0) missing.push('postalAddress');
  return {
    name,
    organisationName,
    ...(validReplyTo ? { replyTo: validReplyTo } : {}),
    postalAddress,
    missing: organisation ? missing : [],
  };
}

/**
 * The platform's sending address out of its From setting (`Storytelling <no-reply@x.example>` or the bare
 * address): the organisation's name goes in front of it, the address itself never changes.
 */
export function platformAddressOf(mailFrom: string): string {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1];
  return bracketed ?? mailFrom.trim();
}

/** `"Riverside School" <no-reply@x.example>`: the From header of an organisation's marketing e-mail. */
export function fromHeader(identity: Pick<SenderIdentity, 'name'>, mailFrom: string): string {
  return `"${headerSafe(identity.name)}" <${platformAddressOf(mailFrom)}>`;
}

/** What the preview says a missing setting means for the mail. */
export const MISSING_SENDER_NOTES: Record<SenderField, string> = {
  senderName: 'no sender name is set, so the mail is from the organisation’s name',
  replyTo: 'no Reply-To address is set, so replies go to the platform’s no-reply address',
  postalAddress: 'no postal address is set, so the footer has none',
};
