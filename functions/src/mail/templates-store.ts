import type { MailKind } from '@storytelling/shared/mail-kinds';
import { DEFAULT_TEMPLATES, type MailTemplate } from '@storytelling/shared/mail-templates';
import { db } from './store.js';

/**
 * The template a kind sends: the one edited in /email-templates (emailTemplates/{kind}), else the built-in
 * default. Remembered for 30 seconds per instance, so a bulk send reads it once, and an edit applies within
 * half a minute.
 */
// The local stack sets 0, so a test that edits a template sees the edit at once.
const TTL_MS = Number(process.env.MAIL_TEMPLATE_CACHE_SECONDS ?? 30) * 1000;
const cache = new Map<MailKind, { at: number; template: MailTemplate }>();

export async function templateFor(kind: MailKind, now = Date.now()): Promise<MailTemplate> {
  const hit = cache.get(kind);
  if (hit && now - hit.at < TTL_MS) return hit.template;
  const snap = await db().doc(`emailTemplates/${kind}`).get();
  const data = snap.data() as Partial<MailTemplate> | undefined;
  const template =
    data && typeof data.subject === 'string' && typeof data.html === 'string' && typeof data.text === 'string'
      ? { subject: data.subject, html: data.html, text: data.text }
      : DEFAULT_TEMPLATES[kind];
  cache.set(kind, { at: now, template });
  return template;
}
