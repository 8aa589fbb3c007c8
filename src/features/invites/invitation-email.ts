import type { EmailMessage } from '../../lib/email-client';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, type Role } from '../session/role-names';
import { EMAILED_CODE_DAYS } from '../access-codes/model';

export interface Invitation {
  to: string;
  organisationName: string;
  role: Role;
  code: string;
  /** The app's origin, e.g. https://admin.example.org */
  origin: string;
}

export const joinLink = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/join-org/${code}`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The organisation invitation (spec sections 6 and 7): the organisation, the role in the spec's wording
 * (Teacher/Moderator, Student/Member, Administrator), the join link and its 7-day validity.
 */
export function invitationEmail(invitation: Invitation): EmailMessage {
  const role = INVITATION_ROLE_WORDING[invitation.role] ?? ROLE_LABELS[invitation.role];
  const link = joinLink(invitation.origin, invitation.code);
  const org = invitation.organisationName;
  const text = [
    `Hello,`,
    ``,
    `You have been invited to join ${org} as ${role}.`,
    ``,
    `Join here: ${link}`,
    `Or enter this access code: ${invitation.code}`,
    ``,
    `This link expires in ${EMAILED_CODE_DAYS} days.`,
  ].join('\n');
  const html =
    `<p>Hello,</p><p>You have been invited to join <strong>${escapeHtml(org)}</strong> as ` +
    `<strong>${escapeHtml(role)}</strong>.</p>` +
    `<p><a href="${escapeHtml(link)}">Join ${escapeHtml(org)}</a></p>` +
    `<p>Or enter this access code: <code>${escapeHtml(invitation.code)}</code></p>` +
    `<p>This link expires in ${EMAILED_CODE_DAYS} days.</p>`;
  return { to: invitation.to, subject: `Invitation to join ${org}`, text, html };
}
