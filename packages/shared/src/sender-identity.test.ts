import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { withFooter } from './mail-templates';
import {
  fromHeader,
  platformAddressOf,
  senderIdentity,
  senderProblems,
  senderSettingsToStore,
} from './sender-identity';

const PLATFORM = 'Storytelling <no-reply@storytelling.example>';
const riverside = {
  name: 'Riverside Heritage School',
  settings: {
    senderName: 'Riverside School',
    replyTo: 'Office@Riverside.example',
    postalAddress: '1 River Lane\nRiverton\n\nRV1 2AB',
  },
};

/** The headers nodemailer would put on the wire, long ones unfolded (a fold is CRLF and a space). */
async function rawHeaders(from: string, replyTo?: string): Promise<string> {
  const raw = await new MailComposer({ from, replyTo, to: 'a@example.org', subject: 's', text: 't' })
    .compile()
    .build();
  return raw
    .toString()
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ');
}

describe('senderIdentity: what a marketing e-mail goes out with', () => {
  it('uses the sender name, the Reply-To (as addresses are stored) and the postal address lines', () => {
    const id = senderIdentity(riverside, 'Storytelling');
    expect(id).toEqual({
      name: 'Riverside School',
      organisationName: 'Riverside Heritage School',
      replyTo: 'office@riverside.example',
      postalAddress: ['1 River Lane', 'Riverton', 'RV1 2AB'],
      missing: [],
    });
    expect(fromHeader(id, PLATFORM)).toBe('"Riverside School" <no-reply@storytelling.example>');
  });

  it('falls back to the organisation’s name, no Reply-To and no postal address, and says what is missing', () => {
    const id = senderIdentity({ name: 'Riverside Heritage School' }, 'Storytelling');
    expect(id).toMatchObject({ name: 'Riverside Heritage School', postalAddress: [] });
    expect(id.replyTo).toBeUndefined();
    expect(id.missing).toEqual(['senderName', 'replyTo', 'postalAddress']);
  });

  it('mail of no organisation goes in the platform’s name and misses nothing', () => {
    expect(senderIdentity(null, 'Storytelling')).toEqual({
      name: 'Storytelling',
      organisationName: 'Storytelling',
      postalAddress: [],
      missing: [],
    });
  });

  it('keeps the platform’s address whatever the From setting looks like', () => {
    expect(platformAddressOf(PLATFORM)).toBe('no-reply@storytelling.example');
    expect(platformAddressOf(' no-reply@storytelling.example ')).toBe('no-reply@storytelling.example');
  });
});

describe('header injection: stored values that bypassed the form are made harmless', () => {
  const attempts = [
    'Riverside\r\nBcc: victim@example.org',
    'Riverside\nReply-To: evil@example.org',
    'Riverside" <evil@example.org>, "x',
    'Riverside <evil@example.org>',
    'Riverside\\" evil',
    'Riverside\u0000\u001b',
  ];
  it.each(attempts)(
    'a sender name of %j stays one display name in front of the platform’s address',
    async (n) => {
      const id = senderIdentity({ name: 'Org', settings: { senderName: n } }, 'Storytelling');
      expect(id.name).not.toMatch(/["<>\\\p{Cc}]/u);
      const header = fromHeader(id, PLATFORM);
      expect(header).toMatch(/^"[^"<>]*" <no-reply@storytelling\.example>$/);
      const headers = await rawHeaders(header, id.replyTo);
      expect(headers).not.toMatch(/^(Bcc|Reply-To):/im);
      expect(headers).toMatch(/^From: .*<no-reply@storytelling\.example>$/m);
      expect(headers).not.toContain('evil@example.org>');
    },
  );

  it.each(['office@x.example\r\nBcc: victim@example.org', 'a@x.example, b@y.example', '"A" <a@x.example>'])(
    'a Reply-To of %j is left out rather than sent',
    async (replyTo) => {
      const id = senderIdentity({ name: 'Org', settings: { replyTo } }, 'Storytelling');
      expect(id.replyTo).toBeUndefined();
      expect(id.missing).toContain('replyTo');
      expect(await rawHeaders(fromHeader(id, PLATFORM), id.replyTo)).not.toMatch(/^(Bcc|Reply-To):/im);
    },
  );

  it('a name that is nothing but breaking characters falls back to the organisation’s name', () => {
    expect(senderIdentity({ name: 'Org', settings: { senderName: '"<>"\r\n' } }, 'S').name).toBe('Org');
  });

  it('a non-ASCII name is encoded by the mail library, not sent raw', async () => {
    const headers = await rawHeaders(fromHeader({ name: 'École Sainte-Marie' }, PLATFORM));
    expect(headers).toMatch(/^From: =\?UTF-8\?/m);
  });
});

describe('senderProblems: what the settings form refuses', () => {
  it('accepts empty fields (all optional) and sensible values', () => {
    expect(senderProblems({})).toEqual({});
    expect(senderProblems(riverside.settings)).toEqual({});
  });
  it.each(['Riverside "School"', 'Riverside <School>', 'Riverside\nSchool', 'Riverside\\School'])(
    'refuses the sender name %j with a clear message',
    (senderName) =>
      expect(senderProblems({ senderName }).senderName).toBe(
        'The sender name cannot contain quotes, < >, backslashes or line breaks.',
      ),
  );
  it('refuses long values and an address that is not one plain address', () => {
    expect(senderProblems({ senderName: 'x'.repeat(101) }).senderName).toMatch(/under 100 characters/);
    expect(senderProblems({ replyTo: 'office' }).replyTo).toBe(
      'Enter one e-mail address, like office@school.example.',
    );
    expect(senderProblems({ replyTo: 'a@x.example, b@x.example' }).replyTo).toBeDefined();
    expect(senderProblems({ postalAddress: 'x'.repeat(301) }).postalAddress).toMatch(/under 300/);
    expect(senderProblems({ postalAddress: 'a\nb\nc\nd\ne\nf\ng' }).postalAddress).toBe(
      'Use at most 6 lines.',
    );
    expect(senderProblems({ postalAddress: 'a\u0007b' }).postalAddress).toMatch(/invisible/);
  });
  it('stores trimmed values, the address lower-cased, and leaves empty ones out', () => {
    expect(
      senderSettingsToStore({
        senderName: ' R ',
        replyTo: ' A@B.example ',
        postalAddress: ' 1 Lane \n\n X ',
      }),
    ).toEqual({ senderName: 'R', replyTo: 'a@b.example', postalAddress: '1 Lane\nX' });
    expect(senderSettingsToStore({ senderName: ' ', replyTo: '', postalAddress: '\n' })).toEqual({});
  });
});

describe('the footer: one builder for the preview and the sent mail', () => {
  const mail = { subject: 's', html: '<p>x</p>', text: 'x' };
  const url = 'https://app.example/unsubscribe?token=a.b';
  it('names the organisation and carries its postal address in both parts of a marketing mail', () => {
    const sender = senderIdentity(riverside, 'Storytelling');
    const r = withFooter(mail, {
      kind: 'newsletter',
      productName: 'Storytelling',
      unsubscribeUrl: url,
      sender,
    });
    expect(r.text).toContain(
      `You receive this because you subscribed to news from Riverside Heritage School.\n1 River Lane\nRiverton\nRV1 2AB\nUnsubscribe: ${url}`,
    );
    expect(r.html).toContain('news from Riverside Heritage School.');
    expect(r.html).toContain('1 River Lane<br>Riverton<br>RV1 2AB');
    expect(r.text).not.toContain('Storytelling');
  });
  it('escapes the postal address in the HTML', () => {
    const sender = senderIdentity(
      { name: 'O', settings: { postalAddress: '<img src=x onerror=alert(1)>' } },
      'S',
    );
    const r = withFooter(mail, { kind: 'announcement', productName: 'S', sender });
    expect(r.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(r.html).not.toContain('<img');
  });
  it('leaves service mail in the platform’s name, without a postal address', () => {
    const sender = senderIdentity(riverside, 'Storytelling');
    const r = withFooter(mail, { kind: 'participantUpdate', productName: 'Storytelling', sender });
    expect(r.text).toContain('This is a service e-mail from Storytelling');
    expect(r.text).not.toContain('River Lane');
  });
});
