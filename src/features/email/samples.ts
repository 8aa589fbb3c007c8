import {
  assignmentConfirmationEmail,
  bookingRequestEmail,
  cancellationEmail,
  facilitatorResponseEmail,
  formSubmissionEmail,
  groupWorkshopRequestEmail,
  interestNotificationEmail,
  invitationEmail,
  participantUpdateEmail,
  type EmailKind,
  type EmailWorkshop,
  type RenderedEmail,
} from './templates';

const workshop: EmailWorkshop = {
  title: 'Stories of the Harbour',
  date: '2026-12-05',
  startTime: '10:00',
  endTime: '13:00',
  address: 'Harbour Museum, Quay Street',
  description: 'Record memories of the old harbour.',
  leadContact: { name: 'Ada Lovelace', email: 'ada@example.org', phone: '01234 567890' },
};

/** Every template rendered with sample data, for the /email-templates preview (and its tests). */
export const TEMPLATE_SAMPLES: { kind: EmailKind; name: string; to: string; email: RenderedEmail }[] = [
  {
    kind: 'formSubmission',
    name: 'Form submission notice',
    to: 'Support address',
    email: formSubmissionEmail({ formName: 'Contact', fields: { Name: 'Sam', Message: 'Hello' } }),
  },
  {
    kind: 'invitation',
    name: 'Organisation invitation',
    to: 'Invitee',
    email: invitationEmail({
      recipient: 'sam@example.org',
      organisationName: 'Harbour Heritage',
      role: 'moderator',
      joinLink: 'https://app.example/invite/abc',
    }),
  },
  {
    kind: 'facilitatorResponse',
    name: 'Facilitator response notice',
    to: 'Support address',
    email: facilitatorResponseEmail({ workshop, facilitatorName: 'Grace', response: 'available' }),
  },
  {
    kind: 'assignmentConfirmation',
    name: 'Assignment confirmation',
    to: 'Facilitator',
    email: assignmentConfirmationEmail({ workshop, facilitatorName: 'Grace', type: 'primary' }),
  },
  {
    kind: 'groupWorkshopRequest',
    name: 'Group workshop request',
    to: 'Support address',
    email: groupWorkshopRequestEmail({
      groupName: 'Year 9 History',
      department: 'Humanities',
      groupSize: 24,
      groupDescription: 'Local history unit',
      urgency: 'medium',
      contactMethod: 'email',
      availability: { monday: { morning: 'available' }, friday: { afternoon: 'tentative' } },
      notes: '',
    }),
  },
  {
    kind: 'interestNotification',
    name: 'Interest notification',
    to: 'Support address',
    email: interestNotificationEmail({
      workshop,
      participantName: 'Pat',
      participantEmail: 'pat@example.org',
      interest: { canAttend: true, needsCoverage: false, notes: 'Bringing a friend' },
    }),
  },
  {
    kind: 'participantUpdate',
    name: 'Update to participants',
    to: 'Each participant',
    email: participantUpdateEmail({
      workshop,
      message: 'Please bring photos of the harbour.',
      from: 'Grace',
    }),
  },
  {
    kind: 'bookingRequest',
    name: 'Booking request',
    to: 'Support address',
    email: bookingRequestEmail({
      organisationName: 'Harbour Heritage',
      organisationType: 'Museum',
      participantCount: 20,
      duration: 3,
      preferredDates: ['2026-12-05', '2026-12-12'],
      contactName: 'Sam',
      contactEmail: 'sam@example.org',
      contactPhone: '',
      notes: '',
    }),
  },
  {
    kind: 'cancellation',
    name: 'Cancellation',
    to: 'Facilitators and participants',
    email: cancellationEmail({ workshop, reason: 'Venue closed' }),
  },
];
