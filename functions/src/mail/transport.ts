import { logger } from 'firebase-functions';
import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedMail } from '@storytelling/shared/mail-templates';
import { fromHeader, type SenderIdentity } from '@storytelling/shared/sender-identity';

/** One SMTP connection pool per function instance; settings from the functions' environment (.env.example). */
let pool: Transporter | undefined;
function transport(): Transporter {
  if (pool) return pool;
  const secure = process.env.SMTP_SECURE === 'true';
  pool = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
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
  return pool;
}

export const senderAddress = () => process.env.MAIL_FROM ?? 'Storytelling <no-reply@storytelling.example>';
const messageDomain = () => /@([^>\s]+)/.exec(senderAddress())?.[1] ?? 'storytelling.example';

export interface Outgoing {
  to: string;
  mail: RenderedMail;
  /** The delivery id: the Message-ID is derived from it, so a receiver can recognise a resent copy. */
  deliveryId: string;
  /** Marketing only: the RFC 8058 one-click unsubscribe URL (the function's own, taking a POST). */
  oneClickUrl?: string;
  /** Marketing only: the organisation's name in front of the platform's address, and its Reply-To. */
  sender?: Pick<SenderIdentity, 'name' | 'replyTo'>;
}

/** What a failed send tells the caller: no SMTP host, port or credentials, only whether to try again. */
export class SendFailure extends Error {
  constructor(
    readonly transient: boolean,
    readonly publicText: string,
  ) {
    super(publicText);
  }
}

export async function sendMail(out: Outgoing): Promise<void> {
  try {
    const info = await transport().sendMail({
      from: out.sender ? fromHeader(out.sender, senderAddress()) : senderAddress(),
      ...(out.sender?.replyTo ? { replyTo: out.sender.replyTo } : {}),
      to: out.to,
      subject: out.mail.subject,
      text: out.mail.text,
      html: out.mail.html,
      messageId: `<${out.deliveryId}@${messageDomain()}>`,
      headers: out.oneClickUrl
        ? {
            'List-Unsubscribe': `<${out.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined,
    });
    if ((info.rejected ?? []).length > 0)
      throw Object.assign(new Error('recipient refused'), { responseCode: 550 });
  } catch (error) {
    const e = error as { responseCode?: number; code?: string; message?: string };
    // The details stay in the server's log; the caller and the log entry get words without infrastructure.
    logger.error('SMTP send failed', {
      deliveryId: out.deliveryId,
      code: e.code,
      responseCode: e.responseCode,
      error: e.message,
    });
    const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
    throw new SendFailure(
      !permanent,
      permanent ? 'The mail server refused this recipient' : 'The mail server could not be reached',
    );
  }
}
