import type { Firestore } from 'firebase-admin/firestore';
import { rebuildCounters } from '../../functions/src/analytics/rebuild';
import { newMessage } from '../../functions/src/mail/records';
import { newsletterMail, newsletterPlan } from '../../functions/src/newsletters/message';
import { campaignRecord } from '@storytelling/shared/newsletters';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { answersSchema, responseContent } from '../../src/features/feedback/model';
import { formDocument } from '../../src/features/feedback/builder';
import { newProjectFields } from '../../src/features/projects/model';
import { publicWorkshopOf, zBookingRequest, type Workshop } from '../../src/features/workshops/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from './accounts';
import { recording } from './curation';
import { everyTypeDraft } from './feedback';

/** The year's recordings have been listened to, so they were approved: none waits in the moderation queue. */
const APPROVED = { status: 'approved', reason: 'Approved for the demo year' } as const;

/**
 * A year of activity for the CRM analytics and partnership dashboards, for the demo organisation and a
 * second one, the partner "Riverside Heritage Trust": workshops asked for and delivered with their interest and
 * participants, booking requests, recordings with listens in a project of each, newsletters and drip steps sent,
 * feedback responses, and (for the partner) subscribers gained and lost over the weeks. Everything is built with
 * the app's and the functions' builders, under fixed ids (`set`), so a re-seed puts it back; then the analytics
 * job's own code computes every week's counters, as the stack's job would.
 *
 * The activity grows through the year (more in recent months), so a longer period shows more and the charts
 * have shape. The demo organisation's own recordings, subscribers and forms seeded elsewhere are left as they are.
 */
export const DEMO_PARTNER_ORG_ID = 'demo-partner-org';
export const DEMO_PARTNER_ORG_NAME = 'Riverside Heritage Trust';
export const ANALYTICS_PROJECTS = {
  [DEMO_ORG_ID]: 'demo-project-oral-history',
  [DEMO_PARTNER_ORG_ID]: 'demo-project-trust-trail',
} as const;

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(3, '0');

interface OrgPlan {
  id: string;
  name: string;
  prefix: string;
  /** How busy the organisation is (the partner does a bit less). */
  scale: number;
  owner: string;
}

const PLANS: OrgPlan[] = [
  {
    id: DEMO_ORG_ID,
    name: DEMO_ORG_NAME,
    prefix: 'demo-an',
    scale: 1,
    owner: DEMO_ACCOUNTS.organisationAdmin.uid,
  },
  {
    id: DEMO_PARTNER_ORG_ID,
    name: DEMO_PARTNER_ORG_NAME,
    prefix: 'demo-partner-an',
    scale: 0.7,
    owner: DEMO_ACCOUNTS.superAdmin.uid,
  },
];

/** The partner organisation, as registration writes one (the organisation service's fields). */
function partnerOrganisation(now: Date) {
  const created = new Date(now.getTime() - 400 * DAY);
  return {
    name: DEMO_PARTNER_ORG_NAME,
    type: 'charity',
    description: 'A heritage trust that funds oral history walks along the river.',
    adminId: DEMO_ACCOUNTS.superAdmin.uid,
    createdAt: created,
    updatedAt: created,
    isActive: true,
    settings: { allowAnonymousMembers: false, requireApproval: true },
    partnerLogoUrls: [],
  };
}

/** Weeks back from now (0..51), more recent weeks busier: item i of n falls `weeksAgo(i, n)` weeks ago. */
const weeksAgo = (i: number, n: number) => Math.floor(51 * Math.pow(1 - (i + 0.5) / n, 1.4));

class Writer {
  private batch;
  private size = 0;
  private pending: Promise<unknown>[] = [];
  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }
  set(path: string, data: object) {
    this.batch.set(this.db.doc(path), data);
    if (++this.size >= 400) this.flush();
  }
  private flush() {
    if (this.size === 0) return;
    this.pending.push(this.batch.commit());
    this.batch = this.db.batch();
    this.size = 0;
  }
  async done() {
    this.flush();
    await Promise.all(this.pending);
  }
}

function seedWorkshops(w: Writer, plan: OrgPlan, now: Date) {
  const count = Math.round(40 * plan.scale);
  for (let i = 0; i < count; i += 1) {
    const id = `${plan.prefix}-ws-${pad(i)}`;
    const date = new Date(now.getTime() - (weeksAgo(i, count) * 7 + (i % 5)) * DAY);
    const past = date.getTime() < now.getTime() - DAY;
    const status: Workshop['status'] = !past ? 'confirmed' : i % 6 === 5 ? 'cancelled' : 'completed';
    const participants = status === 'completed' ? 6 + ((i * 5) % 12) : 0;
    const workshop: Workshop = {
      title: `Story walk ${i + 1}`,
      date: iso(date),
      startTime: '10:00',
      endTime: '13:00',
      address: `${plan.name}, Mill Lane`,
      description: 'Recording stories along the river with local residents.',
      leadContact: { name: 'Jo Lead', email: `lead@${plan.prefix}.test`, phone: '' },
      additionalContacts: [],
      organisationId: plan.id,
      organisationName: plan.name,
      duration: 3,
      status,
      facilitators: [],
      facilitatorIds: [],
      responses: {},
      participantIds: Array.from({ length: participants }, (_, k) => `${plan.prefix}-person-${pad(k)}`),
      createdAt: new Date(date.getTime() - 30 * DAY),
      updatedAt: date,
    };
    w.set(`workshops/${id}`, workshop);
    w.set(`publicWorkshops/${id}`, publicWorkshopOf(workshop));
    // Interest: more people show interest than take part.
    const interested = participants + 2 + (i % 3);
    for (let k = 0; k < interested; k += 1) {
      const userId = `${plan.prefix}-person-${pad(k)}`;
      w.set(`interest/${id}_${userId}`, {
        workshopId: id,
        userId,
        name: `Person ${k + 1}`,
        email: `person${k + 1}@${plan.prefix}.test`,
        canAttend: k < participants,
        needsCoverage: false,
        notes: '',
        createdAt: new Date(date.getTime() - 14 * DAY),
        updatedAt: new Date(date.getTime() - 14 * DAY),
      });
    }
  }
}

function seedBookingRequests(w: Writer, plan: OrgPlan, now: Date) {
  const count = Math.round(48 * plan.scale);
  for (let i = 0; i < count; i += 1) {
    const createdAt = new Date(now.getTime() - (weeksAgo(i, count) * 7 + (i % 6)) * DAY);
    // As requestWorkshop stores a booking: the checked request, then who filed it, from where, when.
    const request = zBookingRequest.parse({
      organisationName: plan.name,
      organisationType: 'School',
      participantCount: 12 + (i % 20),
      duration: 3,
      preferredDates: [iso(new Date(createdAt.getTime() + 30 * DAY))],
      contactName: 'Jo Lead',
      contactEmail: `lead@${plan.prefix}.test`,
      notes: '',
    });
    w.set(`bookingRequests/${plan.prefix}-booking-${pad(i)}`, {
      ...request,
      organisationId: plan.id,
      createdBy: plan.owner,
      source: 'account',
      createdAt,
      status: i % 3 === 0 ? 'scheduled' : 'new',
    });
  }
}

function seedRecordings(w: Writer, plan: OrgPlan, now: Date) {
  const project = ANALYTICS_PROJECTS[plan.id as keyof typeof ANALYTICS_PROJECTS];
  const created = new Date(now.getTime() - 380 * DAY);
  w.set(`Projects/${project}`, {
    ...newProjectFields(
      {
        projectKey: project,
        projectName: plan.id === DEMO_ORG_ID ? 'Riverside Oral History' : 'Trust Heritage Trail',
        isPrivate: true,
        organisationId: plan.id,
      },
      plan.owner,
    ),
    createdAt: created,
    updatedAt: created,
  });
  const count = Math.round(90 * plan.scale);
  for (let i = 0; i < count; i += 1) {
    const at = new Date(now.getTime() - (weeksAgo(i, count) * 7 + (i % 7)) * DAY);
    // Older recordings have been listened to for longer.
    const listens = Math.round(((now.getTime() - at.getTime()) / DAY) * 0.15) + (i % 9);
    w.set(`Recordings/${plan.prefix}-rec-${pad(i)}`, {
      ...recording(`Memory ${i + 1}`, project, 1 + (i % 3), '', 'Family', APPROVED, listens),
      createdAt: at,
      updatedAt: at,
    });
  }
}

function seedMail(w: Writer, plan: OrgPlan, now: Date) {
  // A newsletter every four weeks to a growing audience, a few failing; drip steps every week.
  for (let m = 0; m < 13; m += 1) {
    const sentAt = new Date(now.getTime() - (m * 28 + 3) * DAY);
    const total = Math.round((160 - m * 8) * plan.scale);
    const failed = 2 + (m % 4);
    const campaign = campaignRecord({
      organisationId: plan.id,
      subject: `News from ${plan.name}, issue ${13 - m}`,
      html: '<p>This month on our walks.</p>',
      lists: [],
      createdBy: 'seed:analytics',
      now: sentAt,
    });
    const recipients = Array.from({ length: total }, (_, k) => `reader${k + 1}@${plan.prefix}.test`);
    const mail = newsletterMail(campaign, plan.name);
    const message = newMessage({
      plan: newsletterPlan(plan.id, mail, recipients),
      context: { organisationId: plan.id },
      recipients,
      createdBy: 'seed:analytics',
      now: sentAt,
      draft: mail.draft,
      queued: true,
    });
    w.set(`mailMessages/${plan.prefix}-newsletter-${pad(m)}`, {
      ...message,
      status: 'done',
      recipients: [],
      sent: total - failed,
      failed,
      finishedAt: sentAt,
      lastActivityAt: sentAt,
    });
  }
  for (let week = 0; week < 52; week += 1) {
    const steps = Math.max(1, Math.round((1 + ((52 - week) % 4)) * plan.scale));
    for (let s = 0; s < steps; s += 1) {
      const sentAt = new Date(now.getTime() - (week * 7 + (s % 5)) * DAY);
      const recipient = `walker${s + 1}@${plan.prefix}.test`;
      const campaign = campaignRecord({
        organisationId: plan.id,
        subject: 'Welcome to our walks',
        html: '<p>Here is where to start.</p>',
        lists: [],
        createdBy: `drip:${plan.prefix}-drip`,
        now: sentAt,
      });
      const mail = newsletterMail(campaign, plan.name);
      w.set(`mailMessages/${plan.prefix}-drip-${pad(week)}-${s}`, {
        ...newMessage({
          plan: newsletterPlan(plan.id, mail, [recipient]),
          context: { organisationId: plan.id },
          recipients: [recipient],
          createdBy: `drip:${plan.prefix}-drip`,
          now: sentAt,
          draft: mail.draft,
          queued: false,
        }),
        status: 'done',
        recipients: [],
        sent: 1,
        finishedAt: sentAt,
        lastActivityAt: sentAt,
      });
    }
  }
}

function seedFeedback(w: Writer, plan: OrgPlan, now: Date) {
  const formId = `${plan.prefix}-form-year`;
  const opened = new Date(now.getTime() - 370 * DAY);
  const form = formDocument(
    { ...everyTypeDraft(`${plan.name}: after your walk`), workshopId: '', projectId: '' },
    { organisationId: plan.id, ownerId: plan.owner, status: 'closed', at: opened },
  );
  w.set(`feedbackForms/${formId}`, form);
  const schema = answersSchema(form.fields);
  const count = Math.round(70 * plan.scale);
  for (let i = 0; i < count; i += 1) {
    const submittedAt = new Date(now.getTime() - (weeksAgo(i, count) * 7 + (i % 6)) * DAY);
    // Scores rise through the year as the walks improve.
    const overall = Math.min(
      5,
      Math.max(1, Math.round(2.6 + 1.8 * (i / count) + [0, 0.6, -0.7, 0.3][i % 4]!)),
    );
    const answers = schema.parse({
      name: '',
      email: '',
      overall,
      recommend: 5 + (i % 6),
      part: 'The walk',
      heard: ['School'],
      again: 'yes',
      age: '',
      visit: '',
      comments: '',
      consent: true,
    });
    w.set(`feedbackForms/${formId}/responses/${plan.prefix}-response-${pad(i)}`, {
      ...responseContent(form, answers),
      submittedAt,
      notified: true,
    });
  }
}

/** The partner's audience (the demo organisation's own 300 are seeded by subscribers.ts). */
function seedPartnerSubscribers(w: Writer, now: Date) {
  const count = 180;
  for (let i = 0; i < count; i += 1) {
    const joined = new Date(now.getTime() - (weeksAgo(i, count) * 7 + (i % 7)) * DAY);
    const left =
      i % 9 === 4 ? new Date(Math.min(now.getTime(), joined.getTime() + (20 + (i % 40)) * DAY)) : null;
    const r = subscriberRecord({
      organisationId: DEMO_PARTNER_ORG_ID,
      email: `friend${pad(i + 1)}@trust.test`,
      name: `Friend ${i + 1}`,
      lists: [],
      status: left ? (i % 2 ? 'unsubscribed' : 'bounced') : 'subscribed',
      consent: { source: 'signupForm', at: joined, wording: 'Yes, send me news of the Trust.' },
      now: joined,
    });
    w.set(`subscribers/${r.id}`, left ? { ...r.doc, updatedAt: left } : r.doc);
  }
}

export async function seedAnalytics(db: Firestore, now: Date): Promise<void> {
  const w = new Writer(db);
  w.set(`Organisations/${DEMO_PARTNER_ORG_ID}`, partnerOrganisation(now));
  for (const plan of PLANS) {
    seedWorkshops(w, plan, now);
    seedBookingRequests(w, plan, now);
    seedRecordings(w, plan, now);
    seedMail(w, plan, now);
    seedFeedback(w, plan, now);
  }
  seedPartnerSubscribers(w, now);
  await w.done();
  // The counters of the year just seeded, counted as the analytics job counts them (rebuild.ts: one read of each
  // collection instead of the job's queries week by week).
  const since = new Date(now.getTime() - 53 * 7 * DAY);
  await Promise.all(PLANS.map((plan) => rebuildCounters(db, plan.id, since, now)));
}
