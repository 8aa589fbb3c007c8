import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';

/**
 * The e-mail function on the Functions emulator, called as a browser would: an ID token from the Auth emulator,
 * JSON body. Checks what reaches the SMTP catcher, so "rejected" also means "nothing was sent".
 */
interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

let endpoint = '';
let mailUrl = '';
let authHost = '';

async function newUser(): Promise<{ token: string; uid: string }> {
  const email = `mailer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
  });
  expect(res.ok).toBe(true);
  const json = (await res.json()) as { idToken: string; localId: string };
  return { token: json.idToken, uid: json.localId };
}
const newUserToken = async () => (await newUser()).token;

async function post(body: unknown, token?: string, contentType = 'application/json') {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { ok?: boolean; error?: string };
  return { status: res.status, json };
}

async function caught(marker: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${mailUrl}/messages`)).json()) as CaughtMail[];
  return all.filter((m) => m.subject.includes(marker));
}

const marker = () => `t${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(() => {
  const stack = inject('stack');
  endpoint = stack.emailEndpoint;
  mailUrl = stack.mailUrl;
  authHost = stack.authHost;
});

describe('e-mail endpoint', () => {
  it('delivers a valid message from a signed-in user, with sanitised html', async () => {
    const token = await newUserToken();
    const m = marker();
    const r = await post(
      {
        to: ['one@example.test', 'two@example.test'],
        subject: `Hello ${m}`,
        text: 'Plain',
        html: '<p onclick="x()">Hi<script>bad()</script></p>',
      },
      token,
    );
    expect(r).toMatchObject({ status: 200, json: { ok: true } });
    const mails = await caught(m);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.sort()).toEqual(['one@example.test', 'two@example.test']);
    expect(mails[0]!.text.trim()).toBe('Plain');
    expect(mails[0]!.html).toContain('<p>Hi</p>');
    expect(mails[0]!.html).not.toMatch(/script|onclick/);
  });

  it('refuses callers without a valid ID token (401) and sends nothing', async () => {
    const m = marker();
    const body = { to: 'a@example.test', subject: `No token ${m}`, text: 'x' };
    expect((await post(body)).status).toBe(401);
    const forged = await post(body, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.status).toBe(401);
    expect(forged.json.error).toMatch(/sign in/i);
    expect(await caught(m)).toEqual([]);
  });

  it('rejects header injection, too many recipients, big bodies, unknown fields and non-JSON with 4xx JSON errors', async () => {
    const token = await newUserToken();
    const m = marker();
    const cases: [unknown, number, RegExp, string?][] = [
      [
        { to: 'a@example.test', subject: `Hi ${m}\r\nBcc: victim@example.test`, text: 'x' },
        400,
        /line breaks/,
      ],
      [{ to: 'a@example.test\nBcc: v@example.test', subject: `Hi ${m}`, text: 'x' }, 400, /line breaks/],
      [{ to: 'a@example.test, b@example.test', subject: `Hi ${m}`, text: 'x' }, 400, /valid e-mail/],
      [
        { to: Array.from({ length: 11 }, (_, i) => `u${i}@example.test`), subject: `Hi ${m}`, text: 'x' },
        400,
        /between 1 and 10/,
      ],
      [{ to: [], subject: `Hi ${m}`, text: 'x' }, 400, /between 1 and 10/],
      [{ to: 'a@example.test', subject: `Hi ${m}`, text: 'x'.repeat(100_001) }, 413, /longer than/],
      [
        { to: 'a@example.test', subject: `Hi ${m}`, text: 'x', bcc: 'v@example.test' },
        400,
        /bcc|unrecognized/i,
      ],
      ['to=a@example.test', 415, /JSON/, 'text/plain'],
    ];
    for (const [body, status, message, type] of cases) {
      const r = await post(body, token, type);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(r.json.ok).toBe(false);
      expect(r.json.error).toMatch(message);
    }
    expect(await caught(m)).toEqual([]);
  });

  it('answers GET with 405', async () => {
    const res = await fetch(endpoint);
    expect(res.status).toBe(405);
  });

  it('rate-limits each user (429 with retry-after) without affecting other users', async () => {
    const token = await newUserToken();
    let limited: { status: number; json: { error?: string } } | null = null;
    // Invalid bodies count too (so probing is limited) and send nothing; the default limit is 120 per minute.
    for (let i = 0; i < 130 && !limited; i++) {
      const r = await post({ to: [], subject: 's', text: 'x' }, token);
      if (r.status === 429) limited = r;
      else expect(r.status).toBe(400);
    }
    expect(limited?.json.error).toMatch(/Too many e-mails; try again in \d+ seconds/);
    const m = marker();
    const other = await post(
      { to: 'ok@example.test', subject: `Other user ${m}`, text: 'x' },
      await newUserToken(),
    );
    expect(other.status).toBe(200);
    expect(await caught(m)).toHaveLength(1);
  });

  it('gives staff the higher limit a participant update at 10 a second needs, and members the low one', async () => {
    const facilitator = await newUser();
    const member = await newUser();
    const stack = inject('stack');
    const admin = adminFor({ projectId: stack.projectId, firestoreHost: stack.firestoreHost, authHost });
    try {
      const entry = (roles: string[]) => ({
        organisations: { 'org-mail': { organisationId: 'org-mail', roles } },
      });
      await admin.db.doc(`Users/${facilitator.uid}`).set(entry(['facilitator']));
      await admin.db.doc(`Users/${member.uid}`).set(entry(['member']));
    } finally {
      await admin.close();
    }
    // One at a time: the emulator answers concurrent requests from several workers, each with its own count.
    const statuses = async (token: string, count: number) => {
      const seen = new Set<number>();
      for (let i = 0; i < count; i++)
        seen.add((await post({ to: [], subject: 's', text: 'x' }, token)).status);
      return seen;
    };
    // A minute of a participant update is 600 requests; 200 is past the members' limit of 120.
    expect([...(await statuses(facilitator.token, 200))]).toEqual([400]);
    expect(await statuses(member.token, 200)).toContain(429);
  });

  it('returns 502 and sends nothing while the SMTP server is down, then delivers once it is back', async () => {
    const token = await newUserToken();
    const m = marker();
    const body = { to: 'down@example.test', subject: `Down ${m}`, text: 'x' };
    await fetch(`${mailUrl}/smtp/stop`, { method: 'POST' });
    try {
      const r = await post(body, token);
      expect(r.status).toBe(502);
      expect(r.json.error).toMatch(/mail server/);
    } finally {
      await fetch(`${mailUrl}/smtp/start`, { method: 'POST' });
    }
    expect(await caught(m)).toEqual([]);
    expect((await post(body, token)).status).toBe(200);
    expect(await caught(m)).toHaveLength(1);
  });
});
