import type { Firestore } from 'firebase-admin/firestore';
import {
  subscriberRecord,
  type SubscriberListDoc,
  type SubscriberStatus,
} from '@storytelling/shared/subscribers';
import type { SubscriberFieldsDoc } from '@storytelling/shared/custom-fields';
import { DEMO_ORG_ID } from './accounts';

/**
 * The demo organisation's two lists. Other demo areas (newsletters, drip campaigns) refer to them by these ids,
 * so they are defined here and nowhere else.
 */
export const DEMO_LISTS = {
  news: {
    id: 'demo-list-news',
    name: 'Riverside news',
    description: 'Termly news of our walks and recordings.',
  },
  walks: {
    id: 'demo-list-walks',
    name: 'Walks and workshops',
    description: 'New heritage walks and workshop dates, for families and volunteers.',
  },
} as const;

export const DEMO_SUBSCRIBER_COUNT = 300;

/** The demo organisation's one custom field, and the schools some of its subscribers came through. */
export const DEMO_CUSTOM_FIELD = { key: 'school', label: 'School' } as const;
const DEMO_SCHOOLS = ['Riverside Primary', 'Hill Top Academy', 'St Anne’s'];
/** Every tenth subscriber came through a school: their record says which. */
export const demoSchool = (i: number): string | undefined =>
  i % 10 === 0 ? DEMO_SCHOOLS[(i / 10) % DEMO_SCHOOLS.length] : undefined;
export const DEMO_CONSENT_WORDING = 'Yes, send me news of Riverside Heritage School walks and workshops.';

/** Mixed states, as a real audience has: mostly subscribed, some pending, unsubscribed and bounced. */
export function demoSubscriberStatus(i: number): SubscriberStatus {
  if (i % 20 === 7) return 'unsubscribed';
  if (i % 25 === 11) return 'bounced';
  if (i % 10 === 3) return 'pending';
  return 'subscribed';
}

/** The demo subscribers, built with the same builder the app and the functions use. */
export function demoSubscribers(now: Date) {
  const first = [
    'Ada',
    'Ben',
    'Cara',
    'Dev',
    'Esme',
    'Faisal',
    'Gwen',
    'Hari',
    'Iris',
    'Jon',
    'Kemi',
    'Liam',
  ];
  const last = ['Archer', 'Brook', 'Carter', 'Dale', 'Ellis', 'Fenn', 'Grove', 'Hale', 'Ings', 'Joyce'];
  return Array.from({ length: DEMO_SUBSCRIBER_COUNT }, (_, i) => {
    const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]}`;
    const lists =
      i % 3 === 0
        ? [DEMO_LISTS.news.id, DEMO_LISTS.walks.id]
        : [i % 3 === 1 ? DEMO_LISTS.news.id : DEMO_LISTS.walks.id];
    // Pending sign-ups are recent: unconfirmed ones expire after 7 days (the crm job expireSignups).
    const days = demoSubscriberStatus(i) === 'pending' ? i % 6 : (i * 7) % 180;
    const joined = new Date(now.getTime() - days * 86_400_000);
    return subscriberRecord({
      organisationId: DEMO_ORG_ID,
      email: `subscriber${String(i + 1).padStart(3, '0')}@demo.test`,
      name,
      lists,
      status: demoSubscriberStatus(i),
      consent: { source: i % 4 === 0 ? 'import' : 'signupForm', at: joined, wording: DEMO_CONSENT_WORDING },
      now: joined,
      ...(demoSchool(i) ? { customFields: { [DEMO_CUSTOM_FIELD.key]: demoSchool(i)! } } : {}),
    });
  });
}

/** Lists and subscribers of the demo organisation; fixed ids and `set`, so a re-seed changes nothing. */
export async function seedSubscribers(db: Firestore, now: Date): Promise<void> {
  for (const list of Object.values(DEMO_LISTS)) {
    const doc: SubscriberListDoc = {
      organisationId: DEMO_ORG_ID,
      name: list.name,
      description: list.description,
      doubleOptIn: list.id === DEMO_LISTS.news.id,
      createdAt: new Date(now.getTime() - 200 * 86_400_000),
      updatedAt: new Date(now.getTime() - 200 * 86_400_000),
    };
    await db.collection('subscriberLists').doc(list.id).set(doc);
  }
  const fields: SubscriberFieldsDoc = {
    organisationId: DEMO_ORG_ID,
    fields: { [DEMO_CUSTOM_FIELD.key]: DEMO_CUSTOM_FIELD.label },
    updatedAt: new Date(now.getTime() - 200 * 86_400_000),
  };
  await db.collection('subscriberFields').doc(DEMO_ORG_ID).set(fields);
  const records = demoSubscribers(now);
  for (let i = 0; i < records.length; i += 400) {
    const batch = db.batch();
    for (const r of records.slice(i, i + 400)) batch.set(db.collection('subscribers').doc(r.id), r.doc);
    await batch.commit();
  }
}
