import type { MailKind } from '@storytelling/shared/mail-kinds';
import { ERRORS, type ErrorMessage } from '../../lib/errors';

/** The kinds of e-mail; their templates live with the server (packages/shared). */
export type EmailKind = MailKind;

/**
 * Each kind's own section-8 error text (cancellation and the newsletter have none in the catalogue; they use
 * the generic one).
 */
export const EMAIL_ERRORS: Record<EmailKind, ErrorMessage> = {
  formSubmission: ERRORS.emailNotificationFailed,
  invitation: ERRORS.invitationEmailFailed,
  facilitatorResponse: ERRORS.facilitatorResponseEmailFailed,
  assignmentConfirmation: ERRORS.assignmentEmailFailed,
  groupWorkshopRequest: ERRORS.groupWorkshopRequestEmailFailed,
  interestNotification: ERRORS.interestEmailFailed,
  workshopOffer: ERRORS.interestEmailFailed,
  participantUpdate: ERRORS.participantEmailsFailed,
  bookingRequest: ERRORS.bookingRequestEmailFailed,
  cancellation: ERRORS.emailNotificationFailed,
  newsletter: ERRORS.emailNotificationFailed,
  announcement: ERRORS.emailNotificationFailed,
  subscriptionConfirmation: ERRORS.emailNotificationFailed,
  joinApproved: ERRORS.emailNotificationFailed,
  joinDeclined: ERRORS.emailNotificationFailed,
  workshopRequestReceived: ERRORS.emailNotificationFailed,
  workshopRequestScheduled: ERRORS.emailNotificationFailed,
  workshopRequestDeclined: ERRORS.emailNotificationFailed,
  projectInquiryReceived: ERRORS.emailNotificationFailed,
  projectInquiryAccepted: ERRORS.emailNotificationFailed,
  projectInquiryDeclined: ERRORS.emailNotificationFailed,
  workshopFeedbackRequest: ERRORS.emailNotificationFailed,
};
