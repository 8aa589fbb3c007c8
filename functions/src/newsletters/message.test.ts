import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, renderTemplate } from '@storytelling/shared/mail-templates';
import { newsletterMail } from './message.js';

describe('newsletterMail', () => {
  const hostile =
    '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> ' +
    '<a href="https://ok.example/">good</a><img src="https://t.example/p.gif"></p><iframe src="https://x"></iframe>';
  const mail = newsletterMail({ subject: 'News\r\nBcc: x@y', preheader: 'Pre', html: hostile }, 'Riverside');

  it('sanitises the body again on the server: no scripts, handlers, javascript: links, images or frames', () => {
    expect(mail.html).not.toMatch(/script|onclick|javascript|<img|<iframe/i);
    expect(mail.html).toContain('<a href="https://ok.example/">good</a>');
  });
  it('generates the plain-text part from the sanitised HTML and puts it in the layout', () => {
    expect(mail.text).toBe('Hi bad good (https://ok.example/)');
    const rendered = renderTemplate(mail.draft, mail.variables, { content: mail.html });
    expect(rendered.text).toBe('Hi bad good (https://ok.example/)');
    expect(rendered.html).toContain('<a href="https://ok.example/">good</a>');
    expect(rendered.html).toContain('Pre');
  });
  it('keeps the subject one line and uses the campaign’s, not the layout’s', () => {
    expect(mail.draft.subject).toBe('News Bcc: x@y');
    expect(mail.draft.html).toBe(DEFAULT_TEMPLATES.newsletter.html);
  });
});

describe('newsletterMail with merge tags', () => {
  it('keeps the tags in the subject and text for the pipeline to fill per recipient', () => {
    const mail = newsletterMail(
      { subject: 'News for {{firstName|you}}', preheader: '', html: '<p>Dear {{name|friend}},</p>' },
      'Riverside',
    );
    expect(mail.draft.subject).toBe('News for {{firstName|you}}');
    expect(mail.draft.text).toContain('Dear {{name|friend}},');
    expect(mail.html).toBe('<p>Dear {{name|friend}},</p>');
  });
});
