import type { Firestore } from 'firebase-admin/firestore';
import { newDelivery, newMessage, deliveryId } from '../../functions/src/mail/records';
import { newsletterMail, newsletterPlan, messageIdOfCampaign } from '../../functions/src/newsletters/message';
import {
  campaignRecord,
  selectAudience,
  TRACK_COUNTS,
  type CampaignDoc,
  type TrackCounts,
} from '@storytelling/shared/newsletters';
import { asSentPath } from '../../functions/src/mail/as-sent';
import { maskAddress } from '@storytelling/shared/email-address';
import { DEFAULT_PRODUCT_NAME } from '@storytelling/shared/mail-kinds';
import { renderTemplate, withFooter } from '@storytelling/shared/mail-templates';
import { fillMergeTags, personValues } from '@storytelling/shared/merge-tags';
import { senderIdentity } from '@storytelling/shared/sender-identity';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME, DEMO_ORG_SENDER } from './accounts';
import { DEMO_LISTS, demoSubscribers } from './subscribers';

/**
 * The demo organisation's newsletters: one sent a week ago to the news list, with its message, its deliveries
 * (three failed, with the mail server's reasons) and its figures (opens and clicks in a count shard), and one
 * draft. Built with the builders the
 * newsletterAction function uses (campaignRecord, newsletterMail/newsletterPlan, newMessage/newDelivery), fixed
 * ids and `set`, so a re-seed changes nothing.
 */
export const DEMO_CAMPAIGNS = { sent: 'demo-campaign-autumn', draft: 'demo-campaign-winter' } as const;

const FAILURES = [
  '550 5.1.1 Mailbox unavailable',
  '552 5.2.2 Mailbox full',
  'The mail server did not answer in time',
];

export function demoSentCampaign(now: Date) {
  const sentAt = new Date(now.getTime() - 7 * 86_400_000);
  const base = campaignRecord({
    organisationId: DEMO_ORG_ID,
    subject: 'Autumn at Riverside: three new heritage walks',
    preheader: 'New routes along the river, and a recording day in November',
    html:
      '<h2>Three new walks</h2><p>This autumn our Year 5 explorers recorded stories along the old towpath, ' +
      'the mill race and the market square. <strong>Each walk takes about an hour.</strong></p>' +
      '<ul><li>The Towpath Tales</li><li>Mill Race Memories</li><li>Market Square Voices</li></ul>' +
      '<p>Find them on the <a href="https://example.org/walks">walks page</a>.</p>',
    lists: [DEMO_LISTS.news.id],
    createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    now: new Date(sentAt.getTime() - 86_400_000),
  });
  const audience = selectAudience(
    demoSubscribers(now).map((s) => s.doc),
    base.lists,
    () => false,
  );
  const messageId = messageIdOfCampaign(DEMO_CAMPAIGNS.sent);
  const failed = new Set(audience.filter((_, i) => i % 50 === 17).slice(0, FAILURES.length));
  const campaign: CampaignDoc = {
    ...base,
    state: 'sent',
    messageId,
    prepared: true,
    total: audience.length,
    sent: audience.length - failed.size,
    failed: failed.size,
    suppressed: 0,
    unsubscribes: 2,
    startedAt: sentAt,
    finishedAt: new Date(sentAt.getTime() + Math.ceil(audience.length / 10) * 1000),
    sentAt: new Date(sentAt.getTime() + Math.ceil(audience.length / 10) * 1000),
    updatedAt: sentAt,
    // Sent while the organisation counted opens and clicks, so the demo report shows them.
    tracking: true,
  };
  // Its opens and clicks, in one of its count shards (the report sums whichever exist).
  const trackCounts: TrackCounts = {
    opens: Math.round(audience.length * 0.62),
    uniqueOpens: Math.round(audience.length * 0.45),
    clicks: Math.round(audience.length * 0.21),
    uniqueClicks: Math.round(audience.length * 0.14),
  };
  const mail = newsletterMail(campaign, DEMO_ORG_NAME);
  const plan = newsletterPlan(DEMO_ORG_ID, mail, audience);
  const message = {
    ...newMessage({
      plan,
      context: { organisationId: DEMO_ORG_ID, campaignId: DEMO_CAMPAIGNS.sent },
      recipients: audience,
      createdBy: campaign.createdBy,
      now: sentAt,
      draft: mail.draft,
      queued: true,
    }),
    status: 'done' as const,
    recipients: [],
    sent: campaign.sent,
    failed: campaign.failed,
    finishedAt: campaign.finishedAt!,
    lastActivityAt: campaign.finishedAt!,
  };
  const failures = [...failed];
  const deliveries = audience.map((recipient) => {
    const d = newDelivery(plan, recipient, sentAt);
    const i = failures.indexOf(recipient);
    return {
      id: deliveryId(messageId, recipient),
      doc:
        i >= 0
          ? { ...d, status: 'failed' as const, counted: 'failed' as const, attempts: 5, error: FAILURES[i] }
          : { ...d, status: 'sent' as const, counted: 'sent' as const, attempts: 1, sentAt },
    };
  });
  return {
    campaign,
    trackCounts,
    message,
    messageId,
    deliveries,
    asSent: asSentOf(campaign, audience[0]!, sentAt),
  };
}

/** The first recipient's copy as the server keeps it (mail/as-sent.ts), rendered by the same shared parts. */
function asSentOf(campaign: CampaignDoc, recipient: string, sentAt: Date) {
  const mail = newsletterMail(campaign, DEMO_ORG_NAME);
  const values = {
    ...personValues({ email: recipient, name: 'Sam Taylor' }),
    organisationName: DEMO_ORG_NAME,
  };
  const unsubscribeUrl = 'http://127.0.0.1:5173/unsubscribe?token=personal-link-removed';
  const filled = renderTemplate(
    { ...mail.draft, subject: fillMergeTags(mail.draft.subject, values) },
    { ...mail.variables, productName: DEFAULT_PRODUCT_NAME, unsubscribeUrl },
    { content: fillMergeTags(mail.html, { ...values, unsubscribeUrl }) },
  );
  const sent = withFooter(filled, {
    kind: 'newsletter',
    productName: DEFAULT_PRODUCT_NAME,
    unsubscribeUrl,
    sender: senderIdentity({ name: DEMO_ORG_NAME, settings: DEMO_ORG_SENDER }, DEFAULT_PRODUCT_NAME),
  });
  return {
    subject: sent.subject,
    html: sent.html,
    text: sent.text,
    recipient: maskAddress(recipient),
    tracking: true,
    sentAt,
  };
}

export function demoDraftCampaign(now: Date): CampaignDoc {
  return campaignRecord({
    organisationId: DEMO_ORG_ID,
    subject: 'Winter workshops at Riverside',
    preheader: 'Book a recording workshop for your class',
    html: '<p>Our winter workshops are open for booking.</p>',
    lists: [DEMO_LISTS.news.id, DEMO_LISTS.walks.id],
    createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    now: new Date(now.getTime() - 86_400_000),
  });
}

export async function seedNewsletters(db: Firestore, now: Date): Promise<void> {
  const sent = demoSentCampaign(now);
  await db.doc(`campaigns/${DEMO_CAMPAIGNS.sent}`).set(sent.campaign);
  await db.doc(`campaigns/${DEMO_CAMPAIGNS.sent}/${TRACK_COUNTS}/0`).set(sent.trackCounts);
  await db.doc(`campaigns/${DEMO_CAMPAIGNS.draft}`).set(demoDraftCampaign(now));
  await db
    .doc(`mailMessages/${sent.messageId}`)
    .set({ ...sent.message, tracking: true, asSentAt: sent.asSent.sentAt });
  await db.doc(asSentPath(DEMO_CAMPAIGNS.sent)).set(sent.asSent);
  for (let i = 0; i < sent.deliveries.length; i += 400) {
    const batch = db.batch();
    for (const d of sent.deliveries.slice(i, i + 400))
      batch.set(db.doc(`mailMessages/${sent.messageId}/deliveries/${d.id}`), d.doc);
    await batch.commit();
  }
}
