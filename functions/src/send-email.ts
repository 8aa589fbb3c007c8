import { getAuth } from 'firebase-admin/auth';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import nodemailer from 'nodemailer';
import { getFirestore } from 'firebase-admin/firestore';
import { isStaffRecord, StaffCheck } from './staff.js';
import { positiveInt, RateLimiter, validateEmailRequest } from './validate.js';

// Per user and function instance (functions/.env.example). Staff get a higher limit because an update to a
// workshop's participants goes at the spec's pace of 10 e-mails a second (600 a minute), one request each; anyone
// else who can sign in gets the low one, so a stray account cannot make the endpoint a relay.
const windowMs = positiveInt(process.env.EMAIL_RATE_WINDOW_SECONDS, 60) * 1000;
const limiter = new RateLimiter(positiveInt(process.env.EMAIL_RATE_LIMIT, 120), windowMs);
const staffLimiter = new RateLimiter(positiveInt(process.env.EMAIL_STAFF_RATE_LIMIT, 1500), windowMs);
const staff = new StaffCheck(async (uid) => {
  const db = getFirestore();
  const [admins, user] = await Promise.all([db.doc('SuperAdmins/ids').get(), db.doc(`Users/${uid}`).get()]);
  return isStaffRecord(uid, admins.data(), user.data());
});

function transport() {
  const secure = process.env.SMTP_SECURE === 'true';
  return nodemailer.createTransport({
    host: process.env.SMTP_HOST ?? '127.0.0.1',
    port: Number(process.env.SMTP_PORT ?? 1025),
    secure,
    auth: process.env.SMTP_USER
      ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS ?? '' }
      : undefined,
    ignoreTLS: !secure && !process.env.SMTP_USER,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

function fail(res: Response, status: number, error: string): void {
  res.status(status).json({ ok: false, error });
}

/** POST {to, subject, text, html?} with `Authorization: Bearer <Firebase ID token>`. */
export async function handleSendEmail(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') return fail(res, 405, 'Use POST');
  if (!(req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return fail(res, 415, 'Send JSON (content-type: application/json)');
  const token = /^Bearer (.+)$/.exec(req.header('authorization') ?? '')?.[1];
  if (!token) return fail(res, 401, 'Sign in to send e-mail');
  let uid: string;
  try {
    uid = (await getAuth().verifyIdToken(token)).uid;
  } catch {
    return fail(res, 401, 'Your sign-in is not valid or has expired; sign in again');
  }
  const retryAfter = ((await staff.is(uid)) ? staffLimiter : limiter).take(uid);
  if (retryAfter > 0) {
    res.setHeader('retry-after', String(retryAfter));
    return fail(res, 429, `Too many e-mails; try again in ${retryAfter} seconds`);
  }
  const valid = validateEmailRequest(req.body);
  if (!valid.ok) return fail(res, valid.status, valid.error);
  try {
    // One message to all recipients: the SMTP server accepts or refuses it as a whole, so nothing is half-sent.
    const info = await transport().sendMail({
      from: process.env.MAIL_FROM ?? 'Storytelling <no-reply@storytelling.example>',
      to: valid.value.to,
      subject: valid.value.subject,
      text: valid.value.text,
      html: valid.value.html,
    });
    if (info.rejected.length > 0)
      return fail(res, 502, `The mail server refused: ${info.rejected.map(String).join(', ')}`);
    res.status(200).json({ ok: true, messageId: info.messageId });
  } catch (error) {
    fail(res, 502, `The mail server did not accept the message: ${(error as Error).message}`);
  }
}
