import { z } from 'zod/mini';
import {
  DEFAULT_PRODUCT_NAME,
  MAIL_KIND_INFO,
  MAIL_KINDS,
  type MailKind,
} from '@storytelling/shared/mail-kinds';
import {
  DEFAULT_TEMPLATES,
  renderTemplate,
  sampleVariables,
  templateProblem,
  withFooter,
  type MailTemplate,
  type RenderedMail,
} from '@storytelling/shared/mail-templates';
import { COLLECTIONS } from '../../lib/collections';
import { zDate } from '../../lib/converter';

/**
 * The template editor's data (`emailTemplates/{kind}` and its `versions`) and its pure rules. Rendering, variables
 * and the check that refuses a template come from packages/shared, so the preview is what the server sends.
 */
export const EMAIL_TEMPLATES = COLLECTIONS.emailTemplates;
export const TEMPLATE_VERSIONS = 'versions';
/** How many saved versions the history lists, newest first. */
export const HISTORY_LIMIT = 50;
export const NOTE_MAX = 200;
/** The name the preview's footer and `{{productName}}` use: the server's default. */
export const PREVIEW_PRODUCT_NAME = DEFAULT_PRODUCT_NAME;
export const RESET_NOTE = 'Reset to default';
export const restoredNote = (version: number) => `Restored version ${version}`;

const zKind = z.enum(MAIL_KINDS);

/** `emailTemplates/{kind}`: the template a kind sends now. */
export const zStoredTemplate = z.object({
  kind: zKind,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  version: z.int().check(z.minimum(1)),
  updatedAt: zDate,
  updatedBy: z.string(),
  note: z.optional(z.string()),
});
export type StoredTemplate = z.infer<typeof zStoredTemplate>;

/** `emailTemplates/{kind}/versions/{version}`: every save, kept for the history. */
export const zTemplateVersion = z.object({
  kind: zKind,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  version: z.int().check(z.minimum(1)),
  savedAt: zDate,
  savedBy: z.string(),
  note: z.optional(z.string()),
});
export type TemplateVersion = z.infer<typeof zTemplateVersion>;

/** What a kind sends now: its saved template, or the built-in one when nobody has saved it. */
export const currentTemplate = (kind: MailKind, stored: StoredTemplate | undefined): MailTemplate =>
  stored ? { subject: stored.subject, html: stored.html, text: stored.text } : DEFAULT_TEMPLATES[kind];

export const sameTemplate = (a: MailTemplate, b: MailTemplate) =>
  a.subject === b.subject && a.html === b.html && a.text === b.text;

const PARTS = ['subject', 'html', 'text'] as const;
export type TemplatePart = (typeof PARTS)[number];

/**
 * Where in the draft each problem lies, with `templateProblem`'s own words: each part is checked with the other
 * two taken from the (valid) built-in template, so a field shows only what is wrong in it.
 */
export function problemsByPart(kind: MailKind, draft: MailTemplate): Partial<Record<TemplatePart, string>> {
  const problems: Partial<Record<TemplatePart, string>> = {};
  for (const part of PARTS) {
    const problem = templateProblem(kind, { ...DEFAULT_TEMPLATES[kind], [part]: draft[part] });
    if (problem) problems[part] = problem;
  }
  return problems;
}

/** A field shows the first clause ("Unknown variable {{x}}"); the whole message stands beside the buttons. */
export const shortProblem = (message: string) => message.split(': ')[0] ?? message;

/** The editor's form: the template and an optional note kept with the version. */
export function draftSchema(kind: MailKind) {
  return z
    .object({
      subject: z.string(),
      html: z.string(),
      text: z.string(),
      note: z.string().check(z.trim(), z.maxLength(NOTE_MAX, `Keep the note to ${NOTE_MAX} characters`)),
    })
    .check(
      z.superRefine((draft, ctx) => {
        const byPart = problemsByPart(kind, draft);
        for (const part of PARTS) {
          const message = byPart[part];
          if (message) ctx.addIssue({ code: 'custom', path: [part], message: shortProblem(message) });
        }
        // Cannot happen while every check of templateProblem concerns one part, but never let a refused one through.
        const whole = templateProblem(kind, draft);
        if (whole && Object.keys(byPart).length === 0)
          ctx.addIssue({ code: 'custom', path: ['html'], message: whole });
      }),
    );
}
export type TemplateDraft = z.infer<ReturnType<typeof draftSchema>>;

/** A marketing kind's preview shows the unsubscribe link the server adds. */
const SAMPLE_UNSUBSCRIBE_URL = 'https://app.example/unsubscribe?token=sample';

/** The preview: the draft filled with the kind's sample data, with the footer the server adds under it. */
export function previewOf(kind: MailKind, draft: MailTemplate, recipientEmail: string): RenderedMail {
  const marketing = MAIL_KIND_INFO[kind].category === 'marketing';
  return withFooter(renderTemplate(draft, sampleVariables(kind, recipientEmail, PREVIEW_PRODUCT_NAME)), {
    kind,
    productName: PREVIEW_PRODUCT_NAME,
    unsubscribeUrl: marketing ? SAMPLE_UNSUBSCRIBE_URL : undefined,
  });
}

/** How the list describes a kind's template. */
export const templateState = (stored: StoredTemplate | undefined) =>
  stored ? `edited v${stored.version}` : 'built-in';
