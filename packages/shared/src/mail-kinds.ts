/**
 * The kinds of e-mail the product sends, shared by the functions and the app. Pure data, no
 * imports: the app bundles this file for the template editor, the functions compile it for sending.
 *
 * - `transactional` mails are about something the recipient is part of (a workshop, an invitation, a request):
 *   they are sent whatever the suppression list says and say why the recipient gets them.
 * - `marketing` mails honour the suppression list and carry an unsubscribe link and the RFC 8058 headers.
 */
/** The product's name in e-mails (`{{productName}}`, the footer) unless the functions' PRODUCT_NAME says else. */
export const DEFAULT_PRODUCT_NAME = 'Storytelling';

export const MAIL_KINDS = [
  'formSubmission',
  'invitation',
  'facilitatorResponse',
  'assignmentConfirmation',
  'groupWorkshopRequest',
  'interestNotification',
  'workshopOffer',
  'participantUpdate',
  'bookingRequest',
  'cancellation',
  'newsletter',
  'announcement',
  'subscriptionConfirmation',
  'joinApproved',
  'joinDeclined',
  'workshopRequestReceived',
  'workshopRequestScheduled',
  'workshopRequestDeclined',
  'projectInquiryReceived',
  'projectInquiryAccepted',
  'projectInquiryDeclined',
  'workshopFeedbackRequest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type MailCategory = 'transactional' | 'marketing';

/** The workshopEmailLogs types, for the kinds that are logged there. */
export type WorkshopLogType =
  | 'booking_request'
  | 'assignment_confirmation'
  | 'interest_notification'
  | 'participant_update'
  | 'cancellation';

/** Variables every kind offers, filled by the server for each recipient. */
export const COMMON_VARIABLES = ['recipientEmail', 'productName'] as const;

export interface MailKindInfo {
  /** What the editor calls it. */
  name: string;
  /** Who receives it, in words, for the editor. */
  audience: string;
  category: MailCategory;
  /** The workshopEmailLogs type, for kinds that the workshop e-mail log records. */
  logType?: WorkshopLogType;
  /** Variables the template may use besides COMMON_VARIABLES; anything else is refused at save. */
  variables: readonly string[];
  /** Whether the client supplies free text (the request's `text`) and how long it may be. */
  freeTextLimit?: number;
}

const WORKSHOP_VARIABLES = [
  'workshopTitle',
  'workshopDate',
  'workshopTime',
  'workshopAddress',
  'leadContact',
  'workshopDetails',
] as const;

export const MAIL_KIND_INFO: Record<MailKind, MailKindInfo> = {
  formSubmission: {
    name: 'Form submission notice',
    audience: "The form's owner",
    category: 'transactional',
    variables: ['formName', 'answers', 'responseCount'],
  },
  invitation: {
    name: 'Organisation invitation',
    audience: 'The invitee',
    category: 'transactional',
    variables: ['organisationName', 'role', 'joinLink', 'accessCode', 'validDays'],
  },
  facilitatorResponse: {
    name: 'Facilitator response notice',
    audience: 'Support address',
    category: 'transactional',
    variables: ['facilitatorName', 'response', ...WORKSHOP_VARIABLES],
  },
  assignmentConfirmation: {
    name: 'Assignment confirmation',
    audience: 'Each newly assigned facilitator',
    category: 'transactional',
    logType: 'assignment_confirmation',
    variables: ['facilitatorName', 'assignmentType', ...WORKSHOP_VARIABLES],
  },
  groupWorkshopRequest: {
    name: 'Group workshop request',
    audience: 'Support address',
    category: 'transactional',
    variables: [
      'groupName',
      'department',
      'groupSize',
      'groupDescription',
      'urgency',
      'contactMethod',
      'contact',
      'availability',
      'notes',
    ],
  },
  interestNotification: {
    name: 'Interest notification',
    audience: 'Support address',
    category: 'transactional',
    logType: 'interest_notification',
    variables: [
      'participantName',
      'participantEmail',
      'canAttend',
      'needsCoverage',
      'notes',
      ...WORKSHOP_VARIABLES,
    ],
  },
  // A workshop offered to facilitators before anyone is assigned: the spec's interest_notification, to them.
  workshopOffer: {
    name: 'Workshop offer',
    audience: 'Each facilitator the workshop is offered to',
    category: 'transactional',
    logType: 'interest_notification',
    variables: ['facilitatorName', 'answerLink', ...WORKSHOP_VARIABLES],
  },
  participantUpdate: {
    name: 'Update to participants',
    audience: "The workshop's participants",
    category: 'transactional',
    logType: 'participant_update',
    variables: ['message', 'senderName', ...WORKSHOP_VARIABLES],
    freeTextLimit: 5000,
  },
  bookingRequest: {
    name: 'Booking request',
    audience: 'Support address',
    category: 'transactional',
    logType: 'booking_request',
    variables: [
      'organisationName',
      'organisationType',
      'participantCount',
      'duration',
      'preferredDates',
      'contactName',
      'contactEmail',
      'contactPhone',
      'notes',
    ],
  },
  cancellation: {
    name: 'Cancellation',
    audience: "The workshop's facilitators and participants",
    category: 'transactional',
    logType: 'cancellation',
    variables: ['reason', ...WORKSHOP_VARIABLES],
  },
  newsletter: {
    name: 'Newsletter layout',
    audience: 'Subscribers of a list',
    category: 'marketing',
    variables: ['organisationName', 'content', 'preheader', 'unsubscribeUrl'],
  },
  // News for people with an account: marketing, so it skips suppressed addresses and can be
  // unsubscribed from. `content` is the body's HTML, sanitised on the server; `contentText` its plain text.
  announcement: {
    name: 'Announcement',
    audience:
      "The announcement's audience (facilitators, an organisation's members, a workshop's participants)",
    category: 'marketing',
    variables: [
      'announcementTitle',
      'content',
      'contentText',
      'audienceName',
      'senderName',
      'unsubscribeUrl',
    ],
  },
  subscriptionConfirmation: {
    name: 'Subscription confirmation',
    audience: 'A person who signed up to a list',
    category: 'transactional',
    variables: ['organisationName', 'listName', 'confirmUrl', 'validDays'],
  },
  // The answer to someone who joined with a shared code where the organisation requires approval.
  joinApproved: {
    name: 'Join request approved',
    audience: 'The person who asked to join',
    category: 'transactional',
    variables: ['personName', 'organisationName', 'role', 'signInLink'],
  },
  joinDeclined: {
    name: 'Join request declined',
    audience: 'The person who asked to join',
    category: 'transactional',
    variables: ['personName', 'organisationName', 'role'],
  },
  // Answers to booking and group workshop requests and project inquiries, one kind per outcome. The
  // acknowledgement goes to whatever address a visitor typed, so it carries nothing the visitor wrote: it cannot
  // be used to send someone else a message of the visitor's choosing.
  workshopRequestReceived: {
    name: 'Workshop request received',
    audience: 'Whoever asked for a workshop (booking or group request)',
    category: 'transactional',
    variables: ['requestKind', 'reference'],
  },
  workshopRequestScheduled: {
    name: 'Workshop request scheduled',
    audience: 'Whoever asked for the workshop',
    category: 'transactional',
    variables: ['contactName', 'requestKind', ...WORKSHOP_VARIABLES],
  },
  workshopRequestDeclined: {
    name: 'Workshop request declined',
    audience: 'Whoever asked for a workshop',
    category: 'transactional',
    variables: ['contactName', 'requestKind', 'reason'],
  },
  projectInquiryReceived: {
    name: 'Project inquiry received',
    audience: 'Whoever sent a project inquiry',
    category: 'transactional',
    variables: ['reference'],
  },
  projectInquiryAccepted: {
    name: 'Project inquiry accepted',
    audience: 'Whoever sent the project inquiry',
    category: 'transactional',
    variables: ['contactName', 'projectName'],
  },
  projectInquiryDeclined: {
    name: 'Project inquiry declined',
    audience: 'Whoever sent a project inquiry',
    category: 'transactional',
    variables: ['contactName', 'projectName', 'reason'],
  },
  // After a workshop is marked delivered, its feedback form goes once to each participant: a service e-mail
  // about a workshop they signed up for, so it needs no newsletter consent (but a bounce, a complaint, the
  // person's own stop of all e-mail or an organisation's erasure still hold it back).
  workshopFeedbackRequest: {
    name: 'Workshop feedback request',
    audience: "The delivered workshop's participants",
    category: 'transactional',
    variables: ['formName', 'formLink', ...WORKSHOP_VARIABLES],
  },
};

export const isMailKind = (value: unknown): value is MailKind =>
  typeof value === 'string' && (MAIL_KINDS as readonly string[]).includes(value);

/** Every variable a kind's template may use. */
export const variablesOf = (kind: MailKind): string[] => [
  ...COMMON_VARIABLES,
  ...MAIL_KIND_INFO[kind].variables,
];
