import { createHash } from 'node:crypto';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import type { MailVariables } from '@storytelling/shared/mail-templates';
import { htmlToText } from '@storytelling/shared/rich-text';
import { isModerator, isOrgAdmin, type Caller } from '../mail/caller.js';
import type { MailPlan } from '../mail/plans.js';
import { cleanHtml } from '../validate.js';

/**
 * E-mailing an announcement: who may, and to whom. Pure functions over plain data (loaded by
 * send.ts), so every case is unit-tested. The rules' announcementsMayWrite and announcementsAddressedToMe say the
 * same in firestore.rules.
 */
export const AUDIENCES = ['facilitators', 'organisation', 'workshop', 'signedIn'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface AnnouncementData {
  title: string;
  body: string;
  audience: Audience;
  organisationId: string;
  workshopId: string;
  workshopTitle?: string;
  startsAt: Date;
  endsAt: Date;
  emailMessageId?: string;
  /** A named audience the e-mail goes to instead of the board's audience ('' or absent: the board's). */
  emailAudienceId?: string;
}

/** A Users record as far as e-mailing goes. */
export interface UserData {
  email?: unknown;
  isTemporary?: unknown;
  Organisations?: Record<string, { roles?: unknown } | null | undefined> | null;
}

/** One message per announcement, whoever asks and however often: each recipient gets it once. */
export const announcementMessageId = (announcementId: string) =>
  createHash('sha256').update(`announcement\n${announcementId}`).digest('hex').slice(0, 32);

export type Decision = { ok: true } | { ok: false; status: 403 | 409; error: string };

/**
 * Whether this caller may e-mail this announcement: whoever may write its audience (super admins any; an
 * organisation's admins and moderators its members and its workshops' participants, and its admins its own
 * facilitators), while it has not ended.
 * `workshopOrganisationId` is the workshop's own organisation, read from the workshop, never from the message.
 */
export function mayEmail(
  caller: Caller,
  a: AnnouncementData,
  workshopOrganisationId: string | null,
  now: Date,
): Decision {
  const refuse = (error: string): Decision => ({ ok: false, status: 403, error });
  if (!caller.superAdmin) {
    if (a.audience === 'facilitators' && a.organisationId) {
      if (!isOrgAdmin(caller, a.organisationId))
        return refuse("Only the organisation's admins e-mail its facilitators");
    } else if (a.audience !== 'organisation' && a.audience !== 'workshop')
      return refuse('Only a super admin e-mails this audience');
    if (!a.organisationId || !isModerator(caller, a.organisationId))
      return refuse("Only the organisation's admins and moderators e-mail its members");
  }
  if (a.audience === 'workshop' && (!workshopOrganisationId || workshopOrganisationId !== a.organisationId))
    return refuse("This workshop is not the announcement's organisation's");
  if (now.getTime() > a.endsAt.getTime())
    return { ok: false, status: 409, error: 'This announcement has ended; it is not e-mailed' };
  return { ok: true };
}

const rolesIn = (u: UserData, orgId: string): string[] => {
  const roles = u.Organisations?.[orgId]?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
};
const allRoles = (u: UserData): string[] =>
  Object.keys(u.Organisations ?? {}).flatMap((id) => rolesIn(u, id));

/**
 * Whether a person with this record is in the audience (workshop audiences are decided by their interest
 * records and the workshop's participantIds, in `workshopParticipants`).
 */
export function inAudience(a: Pick<AnnouncementData, 'audience' | 'organisationId'>, u: UserData): boolean {
  if (u.isTemporary === true) return false;
  switch (a.audience) {
    case 'signedIn':
      return true;
    case 'facilitators':
      // With an organisation's id: that organisation's facilitators only.
      return a.organisationId
        ? rolesIn(u, a.organisationId).includes('facilitator')
        : allRoles(u).includes('facilitator');
    case 'organisation':
      return rolesIn(u, a.organisationId).includes('member');
    case 'workshop':
      return false;
  }
}

/** Addresses, once each, lower-cased; anything that is not one plain mailbox is dropped. */
export function addressesOf(values: unknown[]): string[] {
  return [
    ...new Set(
      values
        .filter((v): v is string => typeof v === 'string' && isPlainAddress(v.trim()))
        .map(normaliseAddress),
    ),
  ];
}

/** The recipients of a people audience: the account addresses of the records in it. */
export const audienceAddresses = (
  a: Pick<AnnouncementData, 'audience' | 'organisationId'>,
  users: UserData[],
) => addressesOf(users.filter((u) => inAudience(a, u)).map((u) => u.email));

export function audienceName(a: AnnouncementData, organisationName: string): string {
  switch (a.audience) {
    case 'facilitators':
      return a.organisationId
        ? `the facilitators of ${organisationName || 'the organisation'}`
        : 'all facilitators';
    case 'signedIn':
      return 'everyone signed in';
    case 'organisation':
      return `the members of ${organisationName || 'the organisation'}`;
    case 'workshop':
      return `the participants of ${a.workshopTitle || 'the workshop'}`;
  }
}

/** The mail plan: the body re-sanitised here (whatever a client wrote), the audience resolved by send.ts. */
export function announcementPlan(
  a: AnnouncementData,
  recipients: string[],
  senderName: string,
  organisationName: string,
): MailPlan {
  const content = cleanHtml(a.body);
  const variables: MailVariables = {
    announcementTitle: a.title,
    content,
    contentText: htmlToText(content),
    audienceName: audienceName(a, organisationName),
    senderName,
  };
  return {
    kind: 'announcement',
    recipients,
    variables,
    ...(a.organisationId ? { organisationId: a.organisationId } : {}),
  };
}
