import { describe, expect, it } from 'vitest';
import { invitationPreview, joinLink } from './invitation-email';

const base = {
  organisationName: 'Riverside School',
  code: 'ABCD2345',
  origin: 'https://app.test/',
};

describe('invitationPreview', () => {
  it.each([
    ['moderator', 'Teacher/Moderator'],
    ['member', 'Student/Member'],
    ['organisationAdmin', 'Administrator'],
  ] as const)('names the %s role as %s', (role, wording) => {
    const mail = invitationPreview({ ...base, role });
    expect(mail.text).toContain(`join Riverside School as ${wording}.`);
    expect(mail.html).toContain(`<strong>${wording}</strong>`);
  });
  it('links to the join page with the code and says it lasts 7 days', () => {
    const mail = invitationPreview({ ...base, role: 'member' });
    expect(mail.text).toContain('https://app.test/join-org/ABCD2345?role=member');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.subject).toBe('Invitation to join Riverside School');
  });
  it('escapes the organisation name in the html part', () => {
    const mail = invitationPreview({ ...base, organisationName: '<script>x</script>', role: 'member' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
  it('builds the link without a double slash', () => {
    expect(joinLink('https://a.test//', 'X')).toBe('https://a.test/join-org/X');
  });
  it('carries the role the code was made for, which the join page checks', () => {
    expect(joinLink('https://a.test', 'ABCD2345', 'moderator')).toBe(
      'https://a.test/join-org/ABCD2345?role=moderator',
    );
  });
});
