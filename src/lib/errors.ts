/**
 * The product's error catalogue, word for word. Screens show `AppError.message`; services throw
 * `new AppError(key)` so that every message the user can see comes from this one table.
 */
export const ERRORS = {
  // Login
  noAccount: 'No account found with this email',
  incorrectPassword: 'Incorrect password',
  invalidEmailFormat: 'Invalid email format',
  unexpected: 'An unexpected error occurred',
  superAdminDataNotFound: 'SuperAdmin data not found',
  noSuperAdminAccess: 'You do not have superadmin access',
  noFacilitatorAccess: 'You do not have facilitator access to any organisation',
  // Access codes
  invalidAccessCode: 'Invalid access code',
  codeWrongRole: 'Access code does not grant the required role',
  invalidOrExpiredCode: 'Invalid or expired access code',
  codeExpired: 'Access code has expired',
  // Organisation and membership
  organisationNotFound: 'Organisation not found',
  invalidOrganisationId: 'Invalid organisation ID provided',
  alreadyMember: 'User is already a member of this organisation',
  userNotFound: 'User not found',
  groupNotFound: 'Group not found',
  temporaryUserNotFound: 'Temporary user data not found',
  moderatorEmailNotFound: 'Moderator email not found for temporary user',
  // E-mail
  emailNotificationFailed: 'Failed to send email notification',
  invitationEmailFailed: 'Failed to send invitation email',
  facilitatorResponseEmailFailed: 'Failed to send facilitator response notification',
  assignmentEmailFailed: 'Failed to send workshop assignment confirmation',
  groupWorkshopRequestEmailFailed: 'Failed to send group workshop request email',
  interestEmailFailed: 'Failed to send workshop interest notification',
  bookingRequestEmailFailed: 'Failed to send workshop booking request email',
  participantEmailsFailed: 'Failed to send emails to all participants',
  noParticipantEmails: 'No participant emails provided',
} as const;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorMessage = (typeof ERRORS)[ErrorKey];

/** `You do not have {role} access to any organisation` */
export const noRoleAccess = (role: string) => `You do not have ${role} access to any organisation`;
/** `Failed to send email: {status} {status text}` */
export const sendFailed = (status: number, statusText: string) =>
  `Failed to send email: ${status} ${statusText}`;

/** The four login errors after which the user is signed out and local data is cleared. */
export function isRoleAccessError(message: string): boolean {
  return (
    message === ERRORS.superAdminDataNotFound ||
    message === ERRORS.noSuperAdminAccess ||
    message === ERRORS.noFacilitatorAccess ||
    /^You do not have .+ access to any organisation$/.test(message)
  );
}

/** An error whose message is safe to show as is; `detail` is for logs and error reporting only. */
export class AppError extends Error {
  readonly detail?: string;
  constructor(message: ErrorMessage | string, detail?: string) {
    super(message);
    this.name = 'AppError';
    this.detail = detail;
  }
}

/** What a screen shows for any thrown value: its message for errors, the catalogue's fallback otherwise. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ERRORS.unexpected;
}
