import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@storytelling/shared/mail-kinds';
import { ERRORS } from '../../lib/errors';
import { EMAIL_ERRORS } from './templates';

describe('e-mail kinds in the app', () => {
  it('give each kind its own section-8 error text', () => {
    expect(Object.keys(EMAIL_ERRORS).sort()).toEqual([...MAIL_KINDS].sort());
    expect(EMAIL_ERRORS.bookingRequest).toBe(ERRORS.bookingRequestEmailFailed);
    expect(EMAIL_ERRORS.interestNotification).toBe('Failed to send workshop interest notification');
    expect(EMAIL_ERRORS.assignmentConfirmation).toBe('Failed to send workshop assignment confirmation');
    expect(EMAIL_ERRORS.invitation).toBe('Failed to send invitation email');
    expect(EMAIL_ERRORS.participantUpdate).toBe('Failed to send emails to all participants');
  });
});
