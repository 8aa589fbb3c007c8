import { DEFAULT_TEMPLATES, renderTemplate, type RenderedMail } from '@storytelling/shared/mail-templates';
import { EMAILED_CODE_DAYS } from '../access-codes/model';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, type Role } from '../../kernel/roles';

import { joinLink } from '@storytelling/shared/join-link';

export { joinLink };

/**
 * A preview of the organisation invitation, rendered from the same built-in template the server sends with
 * (packages/shared/src/mail-templates.ts): the organisation, the role in invitation wording (Teacher/Moderator,
 * Student/Member, Administrator), the join link and its 7-day validity. A super admin may have edited the
 * template in /email-templates; the server always sends the edited one.
 */
export function invitationPreview(p: {
  organisationName: string;
  role: Role;
  code: string;
  origin: string;
}): RenderedMail {
  return renderTemplate(DEFAULT_TEMPLATES.invitation, {
    organisationName: p.organisationName,
    role: INVITATION_ROLE_WORDING[p.role] ?? ROLE_LABELS[p.role],
    joinLink: joinLink(p.origin, p.code, p.role),
    accessCode: p.code,
    validDays: String(EMAILED_CODE_DAYS),
  });
}
