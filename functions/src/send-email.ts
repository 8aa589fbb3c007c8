import { getAuth } from 'firebase-admin/auth';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import nodemailer from 'nodemailer';
import { z } from 'zod';

const MAX_RECIPIENTS = 50;
const MAX_BODY_CHARS = 100_000;
const NO_CRLF = /^[^\r\n]*$/;

const zRequest = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  subject: z.string().min(1).max(300).regex(NO_CRLF, 'subject must not contain line breaks'),
  text: z.string().max(MAX_BODY_CHARS),
  html: z.string().max(MAX_BODY_CHARS).optional(),
});

function transport() {
  return nodemailer.createTransport({
    host: process.env.SMTP_HOST ?? '127.0.0.1',
    port: Number(process.env.SMTP_PORT ?? 1025),
    secure: process.env.SMTP_SECURE === 'true',
    auth: process.env.SMTP_USER
      ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS ?? '' }
      : undefined,
    ignoreTLS: process.env.SMTP_SECURE !== 'true' && !process.env.SMTP_USER,
  });
}

export async function handleSendEmail(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Use POST' });
    return;
  }
  const token = /^Bearer (.+)$/.exec(req.header('authorization') ?? '')?.[1];
  if (!token) {
    res.status(401).json({ error: 'Sign in to send e-mail' });
    return;
  }
  try {
    await getAuth().verifyIdToken(token);
  } catch {
    res.status(401).json({ error: 'Your sign-in has expired; sign in again' });
    return;
  }
  const parsed = zRequest.safeParse(req.body);
  if (!parsed.success) {
    res
      .status(400)
      .json({ error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    return;
  }
  const to = [parsed.data.to].flat();
  if (to.length === 0 || to.length > MAX_RECIPIENTS) {
    res.status(400).json({ error: `Send to between 1 and ${MAX_RECIPIENTS} recipients` });
    return;
  }
  try {
    const info = await transport().sendMail({
      from: process.env.MAIL_FROM ?? 'Storytelling <no-reply@storytelling.example>',
      to,
      subject: parsed.data.subject,
      text: parsed.data.text,
      html: parsed.data.html,
    });
    res.status(200).json({ ok: true, messageId: info.messageId });
  } catch (error) {
    res
      .status(502)
      .json({ error: `The mail server did not accept the message: ${(error as Error).message}` });
  }
}
