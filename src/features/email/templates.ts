import { ERRORS, type ErrorMessage } from '../../lib/errors';
import { env } from '../../lib/env';
import { URGENCY, TIME_BANDS, WEEKDAYS } from '../workshops/model';
import type { BookingRequest, GroupWorkshopRequest, InterestResponse } from '../workshops/model';

/** One rendered e-mail: what `sendEmail` posts (the recipient is chosen by the caller). */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The workshop fields e-mails show (spec section 3, "Workshop (as used in emails)"). */
export interface EmailWorkshop {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  address: string;
  description: string;
  leadContact: { name: string; email: string; phone: string };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Builds text and html from the same lines so the two never disagree. */
function render(subject: string, lines: (string | [label: string, value: string])[]): RenderedEmail {
  const text = lines.map((l) => (typeof l === 'string' ? l : `${l[0]}: ${l[1]}`)).join('\n');
  const html = lines
    .map((l) =>
      typeof l === 'string' ? `<p>${esc(l)}</p>` : `<p><strong>${esc(l[0])}:</strong> ${esc(l[1])}</p>`,
    )
    .join('');
  return { subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 300), text, html };
}

function workshopLines(w: EmailWorkshop): [string, string][] {
  return [
    ['Workshop', w.title],
    ['Date', w.date],
    ['Time', `${w.startTime}–${w.endTime}`],
    ['Address', w.address || 'To be confirmed'],
    [
      'Lead contact',
      [w.leadContact.name, w.leadContact.email, w.leadContact.phone].filter(Boolean).join(', '),
    ],
  ];
}

export const supportAddress = () => env.VITE_SUPPORT_EMAIL;

export function formSubmissionEmail(p: { formName: string; fields: Record<string, string> }): RenderedEmail {
  return render(`New form submission: ${p.formName}`, [
    `A new "${p.formName}" form was submitted.`,
    ...Object.entries(p.fields).map(([k, v]) => [k, v] as [string, string]),
  ]);
}

/** Called by issue 3's invitations; the link expires in 7 days (spec section 7). */
export function invitationEmail(p: {
  recipient: string;
  organisationName: string;
  role: string;
  joinLink: string;
}): RenderedEmail {
  return render(`You are invited to join ${p.organisationName}`, [
    `Hello ${p.recipient},`,
    `You have been invited to join ${p.organisationName} as ${p.role}.`,
    ['Join here', p.joinLink],
    'This link expires in 7 days.',
  ]);
}

export function facilitatorResponseEmail(p: {
  workshop: EmailWorkshop;
  facilitatorName: string;
  response: string;
}): RenderedEmail {
  return render(`Facilitator response: ${p.facilitatorName} is ${p.response} for ${p.workshop.title}`, [
    `${p.facilitatorName} responded "${p.response}" to the workshop below.`,
    ...workshopLines(p.workshop),
  ]);
}

export function assignmentConfirmationEmail(p: {
  workshop: EmailWorkshop;
  facilitatorName: string;
  type: 'primary' | 'recording';
}): RenderedEmail {
  return render(`Workshop assignment: ${p.workshop.title} on ${p.workshop.date}`, [
    `Hello ${p.facilitatorName},`,
    `You have been assigned as the ${p.type === 'primary' ? 'primary facilitator' : 'recording facilitator'} for this workshop. Please respond from your facilitator dashboard.`,
    ...workshopLines(p.workshop),
  ]);
}

export function groupWorkshopRequestEmail(
  r: GroupWorkshopRequest & { contactName?: string; contact?: string },
): RenderedEmail {
  const availability = WEEKDAYS.flatMap((day) =>
    TIME_BANDS.filter((b) => r.availability[day]?.[b.id]).map(
      (b) => `${day[0]!.toUpperCase()}${day.slice(1)} ${b.label} (${b.hours}): ${r.availability[day]![b.id]}`,
    ),
  );
  return render(`Group workshop request: ${r.groupName}`, [
    ['Group', r.groupName],
    ['Department', r.department || '—'],
    ['Group size', String(r.groupSize)],
    ['Description', r.groupDescription || '—'],
    ['Urgency', `${r.urgency} (${URGENCY[r.urgency]})`],
    ['Contact method', r.contactMethod === 'email' ? 'E-mail' : 'Phone'],
    ...(r.contact ? [['Contact', `${r.contactName ?? ''} ${r.contact}`.trim()] as [string, string]] : []),
    ['Availability', availability.length ? availability.join('; ') : 'None given'],
    ['Notes', r.notes || '—'],
  ]);
}

export function interestNotificationEmail(p: {
  workshop: EmailWorkshop;
  participantName: string;
  participantEmail: string;
  interest: InterestResponse;
}): RenderedEmail {
  return render(`Workshop interest: ${p.participantName} for ${p.workshop.title}`, [
    `${p.participantName} (${p.participantEmail}) showed interest in this workshop.`,
    ['Can attend', p.interest.canAttend ? 'Yes' : 'No'],
    ['Needs coverage', p.interest.needsCoverage ? 'Yes' : 'No'],
    ['Notes', p.interest.notes || '—'],
    ...workshopLines(p.workshop),
  ]);
}

export function participantUpdateEmail(p: {
  workshop: EmailWorkshop;
  message: string;
  from: string;
}): RenderedEmail {
  return render(`Update: ${p.workshop.title} on ${p.workshop.date}`, [
    p.message,
    `— ${p.from}`,
    ...workshopLines(p.workshop),
  ]);
}

export function cancellationEmail(p: { workshop: EmailWorkshop; reason: string }): RenderedEmail {
  return render(`Cancelled: ${p.workshop.title} on ${p.workshop.date}`, [
    'This workshop has been cancelled.',
    ['Reason', p.reason || 'Not given'],
    ...workshopLines(p.workshop),
  ]);
}

export function bookingRequestEmail(r: BookingRequest): RenderedEmail {
  return render(`Workshop booking request: ${r.organisationName}`, [
    ['Organisation', r.organisationName],
    ['Organisation type', r.organisationType],
    ['Participants', String(r.participantCount)],
    ['Duration', `${r.duration} hours`],
    ['Preferred dates', r.preferredDates.join(', ')],
    ['Contact', r.contactName],
    ['E-mail', r.contactEmail],
    ['Phone', r.contactPhone || '—'],
    ['Notes', r.notes || '—'],
  ]);
}

export type EmailKind =
  | 'formSubmission'
  | 'invitation'
  | 'facilitatorResponse'
  | 'assignmentConfirmation'
  | 'groupWorkshopRequest'
  | 'interestNotification'
  | 'participantUpdate'
  | 'bookingRequest'
  | 'cancellation';

/** Each kind's own section-8 error text (cancellation has none in the catalogue; it uses the generic one). */
export const EMAIL_ERRORS: Record<EmailKind, ErrorMessage> = {
  formSubmission: ERRORS.emailNotificationFailed,
  invitation: ERRORS.invitationEmailFailed,
  facilitatorResponse: ERRORS.facilitatorResponseEmailFailed,
  assignmentConfirmation: ERRORS.assignmentEmailFailed,
  groupWorkshopRequest: ERRORS.groupWorkshopRequestEmailFailed,
  interestNotification: ERRORS.interestEmailFailed,
  participantUpdate: ERRORS.participantEmailsFailed,
  bookingRequest: ERRORS.bookingRequestEmailFailed,
  cancellation: ERRORS.emailNotificationFailed,
};
