import {
  DEFAULT_TEMPLATES,
  type MailTemplate,
  type MailVariables,
} from '@storytelling/shared/mail-templates';
import type { CampaignDoc } from '@storytelling/shared/newsletters';
import { htmlToText } from '@storytelling/shared/rich-text';
import type { MailPlan } from '../mail/plans.js';
import { cleanHtml } from '../validate.js';
import { keepOnlyMergeTags } from '@storytelling/shared/merge-tags';

/**
 * What a campaign sends, built the same way by the send, the test send, the seed and the tests: the body
 * sanitised again on the server (whatever the browser sent), its plain-text part generated from that, both put
 * into the pipeline's `newsletter` layout template (emailTemplates/newsletter or the built-in default). The
 * campaign's subject replaces the layout's; the layout's `{{content}}` gets the HTML in the HTML part and the
 * generated text in the text part.
 */
export interface NewsletterMail {
  draft: MailTemplate;
  variables: MailVariables;
  html: string;
  text: string;
}

export const messageIdOfCampaign = (campaignId: string) => `campaign-${campaignId}`;

export function newsletterMail(
  campaign: Pick<CampaignDoc, 'subject' | 'preheader' | 'html'>,
  organisationName: string,
  layout: MailTemplate = DEFAULT_TEMPLATES.newsletter,
): NewsletterMail {
  const html = cleanHtml(campaign.html);
  const text = htmlToText(html);
  // The subject and text keep their merge tags, which the pipeline fills for each recipient (mail/deliver.ts),
  // and lose every other brace, so they reach no other variable of the layout.
  return {
    html,
    text,
    draft: {
      subject: keepOnlyMergeTags(campaign.subject.replace(/[\r\n]+/g, ' ')),
      html: layout.html,
      text: layout.text.replace(/\{\{\s*content\s*\}\}/g, () => keepOnlyMergeTags(text)),
    },
    variables: { organisationName, content: html, preheader: campaign.preheader },
  };
}

/** The pipeline's plan for a campaign's send: marketing kind `newsletter`, the organisation, the audience. */
export function newsletterPlan(organisationId: string, mail: NewsletterMail, recipients: string[]): MailPlan {
  return { kind: 'newsletter', recipients, variables: mail.variables, organisationId };
}
