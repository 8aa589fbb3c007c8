import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../lib/errors';
import { TEMPLATE_SAMPLES } from './samples';
import { EMAIL_ERRORS, invitationEmail, participantUpdateEmail } from './templates';

describe('e-mail templates', () => {
  it('render every kind with a one-line subject, text and matching html', () => {
    expect(TEMPLATE_SAMPLES).toHaveLength(9);
    for (const { email } of TEMPLATE_SAMPLES) {
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.text.length).toBeGreaterThan(10);
      expect(email.html).toMatch(/^<p>/);
    }
  });

  it('escape html from user input and strip line breaks from subjects', () => {
    const e = participantUpdateEmail({
      workshop: {
        title: 'A\r\nBcc: x',
        date: '2026-01-01',
        startTime: '10:00',
        endTime: '12:00',
        address: '',
        description: '',
        leadContact: { name: 'L', email: '', phone: '' },
      },
      message: '<script>alert(1)</script>',
      from: 'Me',
    });
    expect(e.subject).toBe('Update: A Bcc: x on 2026-01-01');
    expect(e.html).toContain('&lt;script&gt;');
    expect(e.html).not.toContain('<script>');
  });

  it('invitation says the link expires in 7 days', () => {
    const e = invitationEmail({
      recipient: 'r@x.test',
      organisationName: 'Org',
      role: 'member',
      joinLink: 'https://x/j',
    });
    expect(e.text).toContain('https://x/j');
    expect(e.text).toContain('expires in 7 days');
  });

  it('give each kind its own section-8 error text', () => {
    expect(EMAIL_ERRORS.bookingRequest).toBe(ERRORS.bookingRequestEmailFailed);
    expect(EMAIL_ERRORS.interestNotification).toBe('Failed to send workshop interest notification');
    expect(EMAIL_ERRORS.assignmentConfirmation).toBe('Failed to send workshop assignment confirmation');
    expect(EMAIL_ERRORS.facilitatorResponse).toBe('Failed to send facilitator response notification');
    expect(EMAIL_ERRORS.groupWorkshopRequest).toBe('Failed to send group workshop request email');
    expect(EMAIL_ERRORS.invitation).toBe('Failed to send invitation email');
    expect(EMAIL_ERRORS.formSubmission).toBe('Failed to send email notification');
  });
});
