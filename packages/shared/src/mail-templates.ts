import { MAIL_KIND_INFO, variablesOf, type MailKind } from './mail-kinds.js';
import type { SenderIdentity } from './sender-identity.js';

/**
 * E-mail templates: one per kind, stored in `emailTemplates/{kind}` and edited in /email-templates; these are the
 * built-in defaults. `{{name}}` stands for a variable of the kind (mail-kinds.ts). The server fills them from
 * the documents a send concerns; the editor fills them from SAMPLE_VARIABLES. Pure, no I/O, no imports beyond
 * this folder, so the app and the functions render exactly the same way.
 */
export interface MailTemplate {
  subject: string;
  html: string;
  text: string;
}
export type RenderedMail = MailTemplate;
export type MailVariables = Record<string, string>;

export const TEMPLATE_LIMITS = { subject: 300, html: 40_000, text: 20_000 } as const;

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The variable names a template uses, each once, in order of first use. */
export function templateVariables(t: MailTemplate): string[] {
  const names = [t.subject, t.html, t.text].flatMap((part) => [...part.matchAll(VARIABLE)].map((m) => m[1]!));
  return [...new Set(names)];
}

/** Names a template uses that its kind does not offer: a save with any of these is refused. */
export function unknownVariables(kind: MailKind, t: MailTemplate): string[] {
  const known = new Set(variablesOf(kind));
  return templateVariables(t).filter((name) => !known.has(name));
}

/** Why a template cannot be saved (null when it can): empty parts, sizes, unknown variables. */
export function templateProblem(kind: MailKind, t: MailTemplate): string | null {
  if (!t.subject.trim()) return 'The subject is empty';
  if (!t.text.trim()) return 'The plain-text version is empty';
  if (!t.html.trim()) return 'The HTML version is empty';
  if (/[\r\n]/.test(t.subject)) return 'The subject must be one line';
  for (const part of ['subject', 'html', 'text'] as const)
    if (t[part].length > TEMPLATE_LIMITS[part])
      return `The ${part === 'text' ? 'plain text' : part} is longer than ${TEMPLATE_LIMITS[part]} characters`;
  const unknown = unknownVariables(kind, t);
  if (unknown.length > 0)
    return `Unknown variable${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `{{${u}}}`).join(', ')}: ${
      MAIL_KIND_INFO[kind].name
    } offers ${variablesOf(kind)
      .map((v) => `{{${v}}}`)
      .join(', ')}`;
  return null;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills a template. Values are escaped in the HTML (line breaks become <br>), so data can never add markup; the
 * subject is one line of at most 300 characters. A variable without a value renders as nothing. `trustedHtml`
 * gives the HTML part of variables that are markup already sanitised on the server (a newsletter's body).
 */
export function renderTemplate(
  t: MailTemplate,
  vars: MailVariables,
  trustedHtml: MailVariables = {},
): RenderedMail {
  const fill = (part: string, encode: (name: string) => string) =>
    part.replace(VARIABLE, (_m, name: string) => encode(name));
  const plain = (name: string) => vars[name] ?? '';
  return {
    subject: fill(t.subject, plain)
      .replace(/[\r\n]+/g, ' ')
      .trim()
      .slice(0, TEMPLATE_LIMITS.subject),
    html: fill(t.html, (name) => trustedHtml[name] ?? escapeHtml(plain(name)).replace(/\r?\n/g, '<br>')),
    text: fill(t.text, plain),
  };
}

/**
 * What the server adds under every message, outside the editable template; the composer's preview adds the same.
 * Marketing mail of an organisation names it and carries its postal address (`sender`, see sender-identity.ts);
 * other mail names the platform.
 */
export function withFooter(
  mail: RenderedMail,
  footer: {
    kind: MailKind;
    productName: string;
    unsubscribeUrl?: string;
    sender?: Pick<SenderIdentity, 'organisationName' | 'postalAddress'>;
  },
): RenderedMail {
  const marketing = MAIL_KIND_INFO[footer.kind].category === 'marketing';
  const from = (marketing && footer.sender?.organisationName) || footer.productName;
  const line = marketing
    ? `You receive this because you subscribed to news from ${from}.`
    : `This is a service e-mail from ${from} about something you take part in; it is sent whatever your newsletter choices.`;
  const postal = marketing ? (footer.sender?.postalAddress ?? []) : [];
  const postalText = postal.length ? `\n${postal.join('\n')}` : '';
  const postalHtml = postal.length ? `<br><span>${postal.map(escapeHtml).join('<br>')}</span>` : '';
  const unsubscribeText = footer.unsubscribeUrl ? `\nUnsubscribe: ${footer.unsubscribeUrl}` : '';
  const unsubscribeHtml = footer.unsubscribeUrl
    ? ` <a href="${escapeHtml(footer.unsubscribeUrl)}">Unsubscribe</a>`
    : '';
  return {
    subject: mail.subject,
    text: `${mail.text.trimEnd()}\n\n--\n${line}${postalText}${unsubscribeText}\n`,
    html:
      `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:600px">` +
      `${mail.html}<hr style="border:none;border-top:1px solid #d0d7de;margin:24px 0 12px">` +
      `<p style="font-size:12px;color:#57606a">${escapeHtml(line)}${unsubscribeHtml}${postalHtml}</p></div>`,
  };
}

const WORKSHOP_HTML =
  '<p><strong>Workshop:</strong> {{workshopTitle}}<br><strong>Date:</strong> {{workshopDate}}<br>' +
  '<strong>Time:</strong> {{workshopTime}}<br><strong>Address:</strong> {{workshopAddress}}<br>' +
  '<strong>Lead contact:</strong> {{leadContact}}</p>';
const WORKSHOP_TEXT =
  'Workshop: {{workshopTitle}}\nDate: {{workshopDate}}\nTime: {{workshopTime}}\nAddress: {{workshopAddress}}\nLead contact: {{leadContact}}';

/** The built-in texts: what a kind sends until someone edits its template, and what "Reset to default" restores. */
export const DEFAULT_TEMPLATES: Record<MailKind, MailTemplate> = {
  formSubmission: {
    subject: 'New form submission: {{formName}}',
    html: '<p>A new "{{formName}}" form was submitted.</p><p>{{answers}}</p>',
    text: 'A new "{{formName}}" form was submitted.\n\n{{answers}}',
  },
  invitation: {
    subject: 'Invitation to join {{organisationName}}',
    html:
      '<p>Hello,</p><p>You have been invited to join <strong>{{organisationName}}</strong> as <strong>{{role}}</strong>.</p>' +
      '<p><a href="{{joinLink}}">Join {{organisationName}}</a></p>' +
      '<p>Or enter this access code: <code>{{accessCode}}</code></p>' +
      '<p>This link expires in {{validDays}} days.</p>',
    text:
      'Hello,\n\nYou have been invited to join {{organisationName}} as {{role}}.\n\nJoin here: {{joinLink}}\n' +
      'Or enter this access code: {{accessCode}}\n\nThis link expires in {{validDays}} days.',
  },
  facilitatorResponse: {
    subject: 'Facilitator response: {{facilitatorName}} is {{response}} for {{workshopTitle}}',
    html: '<p>{{facilitatorName}} responded "{{response}}" to the workshop below.</p>' + WORKSHOP_HTML,
    text: '{{facilitatorName}} responded "{{response}}" to the workshop below.\n' + WORKSHOP_TEXT,
  },
  assignmentConfirmation: {
    subject: 'Workshop assignment: {{workshopTitle}} on {{workshopDate}}',
    html:
      '<p>Hello {{facilitatorName}},</p><p>You have been assigned as the {{assignmentType}} for this workshop. ' +
      'Please respond from your facilitator dashboard.</p>' +
      WORKSHOP_HTML,
    text:
      'Hello {{facilitatorName}},\nYou have been assigned as the {{assignmentType}} for this workshop. ' +
      'Please respond from your facilitator dashboard.\n' +
      WORKSHOP_TEXT,
  },
  groupWorkshopRequest: {
    subject: 'Group workshop request: {{groupName}}',
    html:
      '<p><strong>Group:</strong> {{groupName}}<br><strong>Department:</strong> {{department}}<br>' +
      '<strong>Group size:</strong> {{groupSize}}<br><strong>Description:</strong> {{groupDescription}}<br>' +
      '<strong>Urgency:</strong> {{urgency}}<br><strong>Contact method:</strong> {{contactMethod}}<br>' +
      '<strong>Contact:</strong> {{contact}}<br><strong>Availability:</strong> {{availability}}<br>' +
      '<strong>Notes:</strong> {{notes}}</p>',
    text:
      'Group: {{groupName}}\nDepartment: {{department}}\nGroup size: {{groupSize}}\nDescription: {{groupDescription}}\n' +
      'Urgency: {{urgency}}\nContact method: {{contactMethod}}\nContact: {{contact}}\n' +
      'Availability: {{availability}}\nNotes: {{notes}}',
  },
  interestNotification: {
    subject: 'Workshop interest: {{participantName}} for {{workshopTitle}}',
    html:
      '<p>{{participantName}} ({{participantEmail}}) showed interest in this workshop.</p>' +
      '<p><strong>Can attend:</strong> {{canAttend}}<br><strong>Needs coverage:</strong> {{needsCoverage}}<br>' +
      '<strong>Notes:</strong> {{notes}}</p>' +
      WORKSHOP_HTML,
    text:
      '{{participantName}} ({{participantEmail}}) showed interest in this workshop.\nCan attend: {{canAttend}}\n' +
      'Needs coverage: {{needsCoverage}}\nNotes: {{notes}}\n' +
      WORKSHOP_TEXT,
  },
  workshopOffer: {
    subject: 'Workshop offer: {{workshopTitle}} on {{workshopDate}}',
    html:
      '<p>Hello {{facilitatorName}},</p><p>You are offered this workshop. Are you available? ' +
      'Answer in your facilitator dashboard: <a href="{{answerLink}}">{{answerLink}}</a></p>' +
      WORKSHOP_HTML,
    text:
      'Hello {{facilitatorName}},\nYou are offered this workshop. Are you available? ' +
      'Answer in your facilitator dashboard: {{answerLink}}\n' +
      WORKSHOP_TEXT,
  },
  participantUpdate: {
    subject: 'Update: {{workshopTitle}} on {{workshopDate}}',
    html: '<p>{{message}}</p><p>— {{senderName}}</p>' + WORKSHOP_HTML,
    text: '{{message}}\n— {{senderName}}\n' + WORKSHOP_TEXT,
  },
  bookingRequest: {
    subject: 'Workshop booking request: {{organisationName}}',
    html:
      '<p><strong>Organisation:</strong> {{organisationName}}<br><strong>Organisation type:</strong> {{organisationType}}<br>' +
      '<strong>Participants:</strong> {{participantCount}}<br><strong>Duration:</strong> {{duration}} hours<br>' +
      '<strong>Preferred dates:</strong> {{preferredDates}}<br><strong>Contact:</strong> {{contactName}}<br>' +
      '<strong>E-mail:</strong> {{contactEmail}}<br><strong>Phone:</strong> {{contactPhone}}<br>' +
      '<strong>Notes:</strong> {{notes}}</p>',
    text:
      'Organisation: {{organisationName}}\nOrganisation type: {{organisationType}}\nParticipants: {{participantCount}}\n' +
      'Duration: {{duration}} hours\nPreferred dates: {{preferredDates}}\nContact: {{contactName}}\n' +
      'E-mail: {{contactEmail}}\nPhone: {{contactPhone}}\nNotes: {{notes}}',
  },
  cancellation: {
    subject: 'Cancelled: {{workshopTitle}} on {{workshopDate}}',
    html:
      '<p>This workshop has been cancelled.</p><p><strong>Reason:</strong> {{reason}}</p>' + WORKSHOP_HTML,
    text: 'This workshop has been cancelled.\nReason: {{reason}}\n' + WORKSHOP_TEXT,
  },
  newsletter: {
    subject: 'News from {{organisationName}}',
    html: '<p style="display:none">{{preheader}}</p>{{content}}',
    text: '{{content}}',
  },
  announcement: {
    subject: '{{announcementTitle}}',
    html: '<h2>{{announcementTitle}}</h2>{{content}}<p>— {{senderName}}, for {{audienceName}}</p>',
    text: '{{announcementTitle}}\n\n{{contentText}}\n\n— {{senderName}}, for {{audienceName}}',
  },
  subscriptionConfirmation: {
    subject: 'Please confirm your subscription to {{listName}}',
    html:
      '<p>Hello,</p><p>Someone (we hope you) asked to receive <strong>{{listName}}</strong> from ' +
      '{{organisationName}} at this address.</p><p><a href="{{confirmUrl}}">Yes, subscribe me</a></p>' +
      '<p>This link is valid for {{validDays}} days. If you did not ask for this, ignore this e-mail and you ' +
      'will hear nothing more.</p>',
    text:
      'Hello,\n\nSomeone (we hope you) asked to receive {{listName}} from {{organisationName}} at this address.\n\n' +
      'Confirm here: {{confirmUrl}}\n\nThis link is valid for {{validDays}} days. If you did not ask for this, ' +
      'ignore this e-mail and you will hear nothing more.',
  },
  joinApproved: {
    subject: 'You can now use {{organisationName}}',
    html:
      '<p>Hello {{personName}},</p><p>An administrator of <strong>{{organisationName}}</strong> approved your ' +
      'request to join as {{role}}.</p><p><a href="{{signInLink}}">Sign in</a> to start.</p>',
    text:
      'Hello {{personName}},\n\nAn administrator of {{organisationName}} approved your request to join as ' +
      '{{role}}.\n\nSign in to start: {{signInLink}}',
  },
  joinDeclined: {
    subject: 'Your request to join {{organisationName}}',
    html:
      '<p>Hello {{personName}},</p><p>An administrator of <strong>{{organisationName}}</strong> declined your ' +
      'request to join as {{role}}, so your account has no access to it.</p><p>If you think this is a ' +
      'mistake, ask the person who gave you the code.</p>',
    text:
      'Hello {{personName}},\n\nAn administrator of {{organisationName}} declined your request to join as ' +
      '{{role}}, so your account has no access to it.\n\nIf you think this is a mistake, ask the person who ' +
      'gave you the code.',
  },
  workshopRequestReceived: {
    subject: 'We received your {{requestKind}}',
    html:
      '<p>Hello,</p><p>Thank you: your {{requestKind}} reached us (reference {{reference}}). We will reply to ' +
      'this address once someone has looked at it.</p><p>If you did not send it, you can ignore this e-mail.</p>',
    text:
      'Hello,\n\nThank you: your {{requestKind}} reached us (reference {{reference}}). We will reply to this ' +
      'address once someone has looked at it.\n\nIf you did not send it, you can ignore this e-mail.',
  },
  workshopRequestScheduled: {
    subject: 'Your workshop is scheduled: {{workshopTitle}}',
    html:
      '<p>Hello {{contactName}},</p><p>Your {{requestKind}} is now a workshop:</p>' +
      '<p><strong>{{workshopTitle}}</strong><br>{{workshopDate}}, {{workshopTime}}<br>{{workshopAddress}}</p>' +
      '<p>Lead contact: {{leadContact}}</p>',
    text:
      'Hello {{contactName}},\n\nYour {{requestKind}} is now a workshop:\n\n{{workshopTitle}}\n' +
      '{{workshopDate}}, {{workshopTime}}\n{{workshopAddress}}\n\nLead contact: {{leadContact}}',
  },
  workshopRequestDeclined: {
    subject: 'Your {{requestKind}}',
    html:
      '<p>Hello {{contactName}},</p><p>We are sorry: we cannot run the workshop you asked for.</p>' +
      '<p>{{reason}}</p>',
    text: 'Hello {{contactName}},\n\nWe are sorry: we cannot run the workshop you asked for.\n\n{{reason}}',
  },
  projectInquiryReceived: {
    subject: 'We received your project inquiry',
    html:
      '<p>Hello,</p><p>Thank you: your project inquiry reached us (reference {{reference}}). We will reply to ' +
      'this address once someone has looked at it.</p><p>If you did not send it, you can ignore this e-mail.</p>',
    text:
      'Hello,\n\nThank you: your project inquiry reached us (reference {{reference}}). We will reply to this ' +
      'address once someone has looked at it.\n\nIf you did not send it, you can ignore this e-mail.',
  },
  projectInquiryAccepted: {
    subject: 'Your project {{projectName}} is set up',
    html:
      '<p>Hello {{contactName}},</p><p>Good news: we have set up <strong>{{projectName}}</strong> from your ' +
      'inquiry. We will be in touch about the next steps.</p>',
    text:
      'Hello {{contactName}},\n\nGood news: we have set up {{projectName}} from your inquiry. We will be in ' +
      'touch about the next steps.',
  },
  projectInquiryDeclined: {
    subject: 'Your project inquiry',
    html: '<p>Hello {{contactName}},</p><p>We are sorry: we cannot take on {{projectName}}.</p><p>{{reason}}</p>',
    text: 'Hello {{contactName}},\n\nWe are sorry: we cannot take on {{projectName}}.\n\n{{reason}}',
  },
  workshopFeedbackRequest: {
    subject: 'How was {{workshopTitle}}? Tell us in two minutes',
    html:
      '<p>Hello,</p><p>Thank you for taking part in <strong>{{workshopTitle}}</strong> on {{workshopDate}}.</p>' +
      '<p>Tell us how it went: <a href="{{formLink}}">{{formName}}</a></p>' +
      '<p>Your answers help us make the next workshops better.</p>',
    text:
      'Hello,\n\nThank you for taking part in {{workshopTitle}} on {{workshopDate}}.\n\n' +
      'Tell us how it went ({{formName}}): {{formLink}}\n\nYour answers help us make the next workshops better.',
  },
};

const SAMPLE_WORKSHOP: MailVariables = {
  workshopTitle: 'Stories of the Harbour',
  workshopDate: '2026-12-05',
  workshopTime: '10:00–13:00',
  workshopAddress: 'Harbour Museum, Quay Street',
  leadContact: 'Ada Lovelace, ada@example.org, 01234 567890',
  workshopDetails: 'Record memories of the old harbour.',
};

/** Sample values for the editor's preview and for test sends: every variable of every kind has one. */
export const SAMPLE_VARIABLES: Record<MailKind, MailVariables> = {
  formSubmission: { formName: 'After the workshop', answers: 'Name: Sam\nRating: 5', responseCount: '1' },
  invitation: {
    organisationName: 'Harbour Heritage',
    role: 'Teacher/Moderator',
    joinLink: 'https://app.example/join-org/ABCD2345',
    accessCode: 'ABCD2345',
    validDays: '7',
  },
  facilitatorResponse: { ...SAMPLE_WORKSHOP, facilitatorName: 'Grace', response: 'available' },
  assignmentConfirmation: {
    ...SAMPLE_WORKSHOP,
    facilitatorName: 'Grace',
    assignmentType: 'primary facilitator',
  },
  groupWorkshopRequest: {
    groupName: 'Year 9 History',
    department: 'Humanities',
    groupSize: '24',
    groupDescription: 'Local history unit',
    urgency: 'medium (Within 2-4 weeks)',
    contactMethod: 'E-mail',
    contact: 'Sam sam@example.org',
    availability: 'Monday Morning (9AM-12PM): available',
    notes: '—',
  },
  interestNotification: {
    ...SAMPLE_WORKSHOP,
    participantName: 'Pat',
    participantEmail: 'pat@example.org',
    canAttend: 'Yes',
    needsCoverage: 'No',
    notes: 'Bringing a friend',
  },
  workshopOffer: {
    ...SAMPLE_WORKSHOP,
    facilitatorName: 'Fatima',
    answerLink: 'https://example.org/facilitator-dashboard',
  },
  participantUpdate: {
    ...SAMPLE_WORKSHOP,
    message: 'Please bring photos of the harbour.',
    senderName: 'Grace',
  },
  bookingRequest: {
    organisationName: 'Harbour Heritage',
    organisationType: 'Museum',
    participantCount: '20',
    duration: '3',
    preferredDates: '2026-12-05, 2026-12-12',
    contactName: 'Sam',
    contactEmail: 'sam@example.org',
    contactPhone: '—',
    notes: '—',
  },
  cancellation: { ...SAMPLE_WORKSHOP, reason: 'Venue closed' },
  newsletter: {
    organisationName: 'Harbour Heritage',
    content: 'This month: three new walks along the quay.',
    preheader: 'Three new walks',
    unsubscribeUrl: 'https://app.example/unsubscribe?token=sample',
  },
  announcement: {
    announcementTitle: 'New recording kits',
    content: 'The new recording kits are in the office: book one before your workshop.',
    contentText: 'The new recording kits are in the office: book one before your workshop.',
    audienceName: 'All facilitators',
    senderName: 'Sam Super',
    unsubscribeUrl: 'https://app.example/unsubscribe?token=sample',
  },
  subscriptionConfirmation: {
    organisationName: 'Harbour Heritage',
    listName: 'Harbour news',
    confirmUrl: 'https://app.example/subscribe/list-id/confirm?token=sample',
    validDays: '7',
  },
  joinApproved: {
    personName: 'Sam',
    organisationName: 'Harbour Heritage',
    role: 'Student/Member',
    signInLink: 'https://app.example/loginscreen',
  },
  joinDeclined: { personName: 'Sam', organisationName: 'Harbour Heritage', role: 'Student/Member' },
  workshopRequestReceived: { requestKind: 'booking request', reference: 'a1b2c3d4' },
  workshopRequestScheduled: { ...SAMPLE_WORKSHOP, contactName: 'Sam', requestKind: 'booking request' },
  workshopRequestDeclined: {
    contactName: 'Sam',
    requestKind: 'group workshop request',
    reason: 'Our facilitators are fully booked this term.',
  },
  projectInquiryReceived: { reference: 'a1b2c3d4' },
  projectInquiryAccepted: { contactName: 'Sam', projectName: 'Harbour Voices' },
  projectInquiryDeclined: {
    contactName: 'Sam',
    projectName: 'Harbour Voices',
    reason: 'We cannot take on new projects until spring.',
  },
  workshopFeedbackRequest: {
    ...SAMPLE_WORKSHOP,
    formName: 'How was your workshop?',
    formLink: 'https://app.example/feedback/form-id',
  },
};

export const sampleVariables = (
  kind: MailKind,
  recipientEmail: string,
  productName: string,
): MailVariables => ({
  ...SAMPLE_VARIABLES[kind],
  recipientEmail,
  productName,
});
