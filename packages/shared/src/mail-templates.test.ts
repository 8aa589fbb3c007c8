import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, MAIL_KIND_INFO, variablesOf } from './mail-kinds';
import {
  DEFAULT_TEMPLATES,
  renderTemplate,
  sampleVariables,
  SAMPLE_VARIABLES,
  templateProblem,
  templateVariables,
  unknownVariables,
  withFooter,
} from './mail-templates';

describe('the built-in templates', () => {
  it.each(MAIL_KINDS)('%s uses only its own variables, and every variable has a sample', (kind) => {
    expect(templateProblem(kind, DEFAULT_TEMPLATES[kind])).toBeNull();
    for (const v of MAIL_KIND_INFO[kind].variables) expect(SAMPLE_VARIABLES[kind][v], v).toBeDefined();
    const r = renderTemplate(
      DEFAULT_TEMPLATES[kind],
      sampleVariables(kind, 'me@example.org', 'Storytelling'),
    );
    expect(r.subject).not.toMatch(/[\r\n{}]/);
    expect(r.text).not.toContain('{{');
    expect(r.html).not.toContain('{{');
  });

  it('there is exactly one invitation template, and it says the link lasts 7 days', () => {
    const r = renderTemplate(DEFAULT_TEMPLATES.invitation, SAMPLE_VARIABLES.invitation);
    expect(r.text).toContain('https://app.example/join-org/ABCD2345');
    expect(r.text).toContain('expires in 7 days');
    expect(r.subject).toBe('Invitation to join Harbour Heritage');
  });
});

describe('renderTemplate', () => {
  const t = {
    subject: 'Hi {{ name }}',
    html: '<p>{{name}} said {{message}}</p>',
    text: '{{name}}: {{message}}',
  };

  it('escapes values in the html (line breaks become <br>) and keeps them as they are in the text', () => {
    const r = renderTemplate(t, { name: 'A & B', message: '<script>x()</script>\nbye' });
    expect(r.html).toBe('<p>A &amp; B said &lt;script&gt;x()&lt;/script&gt;<br>bye</p>');
    expect(r.text).toBe('A & B: <script>x()</script>\nbye');
  });

  it('makes the subject one line and renders a missing variable as nothing', () => {
    expect(renderTemplate(t, { name: 'Eve\r\nBcc: x@example.org' }).subject).toBe(
      'Hi Eve Bcc: x@example.org',
    );
    expect(renderTemplate(t, {}).text).toBe(': ');
  });

  it('takes trusted html for named variables only', () => {
    expect(renderTemplate(t, { name: 'n', message: 'm' }, { message: '<b>m</b>' }).html).toBe(
      '<p>n said <b>m</b></p>',
    );
  });
});

describe('templateProblem', () => {
  it('refuses an unknown variable, naming it and what the kind offers', () => {
    const draft = { ...DEFAULT_TEMPLATES.cancellation, subject: 'Cancelled: {{workshopTitel}}' };
    expect(unknownVariables('cancellation', draft)).toEqual(['workshopTitel']);
    expect(templateProblem('cancellation', draft)).toMatch(
      /^Unknown variable \{\{workshopTitel\}\}: Cancellation offers .*\{\{workshopTitle\}\}/,
    );
  });

  it('refuses empty parts, a two-line subject and oversize parts', () => {
    const base = DEFAULT_TEMPLATES.bookingRequest;
    expect(templateProblem('bookingRequest', { ...base, subject: ' ' })).toBe('The subject is empty');
    expect(templateProblem('bookingRequest', { ...base, text: '' })).toBe('The plain-text version is empty');
    expect(templateProblem('bookingRequest', { ...base, subject: 'a\nb' })).toBe(
      'The subject must be one line',
    );
    expect(templateProblem('bookingRequest', { ...base, html: 'x'.repeat(40_001) })).toMatch(
      /longer than 40000/,
    );
  });

  it('lists each variable once in order of use', () => {
    expect(templateVariables({ subject: '{{a}} {{b}}', html: '{{a}}{{c}}', text: '' })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(variablesOf('newsletter')).toContain('unsubscribeUrl');
  });
});

describe('withFooter', () => {
  const mail = { subject: 's', html: '<p>x</p>', text: 'x' };
  it('says a transactional mail is a service e-mail, with no unsubscribe link', () => {
    const r = withFooter(mail, { kind: 'participantUpdate', productName: 'Storytelling' });
    expect(r.text).toContain('This is a service e-mail from Storytelling');
    expect(r.text).not.toContain('Unsubscribe');
  });
  it('gives a marketing mail its unsubscribe link in both parts', () => {
    const url = 'https://app.example/unsubscribe?token=a.b';
    const r = withFooter(mail, { kind: 'newsletter', productName: 'Storytelling', unsubscribeUrl: url });
    expect(r.text).toContain(`Unsubscribe: ${url}`);
    expect(r.html).toContain(`<a href="${url}">Unsubscribe</a>`);
  });
});
