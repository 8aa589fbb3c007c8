import { DEFAULT_TEMPLATES } from '@storytelling/shared/mail-templates';
import { draftSchema, previewOf, problemsByPart, templateState } from './model';

const booking = DEFAULT_TEMPLATES.bookingRequest;

describe('problemsByPart', () => {
  it('finds nothing wrong in a built-in template', () => {
    expect(problemsByPart('bookingRequest', booking)).toEqual({});
  });

  it('puts an unknown variable on the part that uses it, in templateProblem’s words', () => {
    const problems = problemsByPart('bookingRequest', { ...booking, text: 'Hi {{firstName}}' });
    expect(Object.keys(problems)).toEqual(['text']);
    expect(problems.text).toMatch(/^Unknown variable \{\{firstName\}\}: Booking request offers /);
  });

  it('names every part that is wrong', () => {
    expect(problemsByPart('cancellation', { subject: 'a\nb', html: ' ', text: 'ok' })).toEqual({
      subject: 'The subject must be one line',
      html: 'The HTML version is empty',
    });
  });
});

describe('draftSchema', () => {
  it('refuses the draft field by field with the short reason', () => {
    const parsed = draftSchema('bookingRequest').safeParse({ ...booking, subject: '{{nope}}', note: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subject', 'Unknown variable {{nope}}'],
    ]);
  });

  it('keeps a note to 200 characters and trims it', () => {
    const schema = draftSchema('bookingRequest');
    expect(schema.safeParse({ ...booking, note: 'x'.repeat(201) }).success).toBe(false);
    expect(schema.parse({ ...booking, note: '  Shorter subject ' }).note).toBe('Shorter subject');
  });
});

describe('previewOf', () => {
  it('escapes the data it fills into the HTML, and keeps it as is in the text', () => {
    const mail = previewOf(
      'cancellation',
      { subject: 'To {{recipientEmail}}', html: '<p>{{recipientEmail}}</p>', text: '{{recipientEmail}}' },
      '<b>x</b>@example.org',
    );
    expect(mail.html).toContain('<p>&lt;b&gt;x&lt;/b&gt;@example.org</p>');
    expect(mail.text.startsWith('<b>x</b>@example.org')).toBe(true);
    expect(mail.subject).toBe('To <b>x</b>@example.org');
  });

  it('adds the unsubscribe link under marketing mail only', () => {
    expect(previewOf('newsletter', DEFAULT_TEMPLATES.newsletter, 'a@example.org').text).toMatch(
      /\nUnsubscribe: https:\/\//,
    );
    expect(previewOf('cancellation', DEFAULT_TEMPLATES.cancellation, 'a@example.org').text).not.toContain(
      'Unsubscribe',
    );
  });
});

describe('templateState', () => {
  it('says whether a kind was edited', () => {
    expect(templateState(undefined)).toBe('built-in');
    expect(
      templateState({
        kind: 'cancellation',
        ...DEFAULT_TEMPLATES.cancellation,
        version: 4,
        updatedAt: new Date(),
        updatedBy: 'u',
      }),
    ).toBe('edited v4');
  });
});
