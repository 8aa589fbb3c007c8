import { Timestamp } from 'firebase-admin/firestore';
import type { DripCampaignDoc } from '../shared/drip.js';
import { db } from '../mail/store.js';

/**
 * Who a campaign's trigger has caught between its activation and `now`, and when (the first step's delay counts
 * from then). Read from the documents the other areas write:
 * - joined a list: `subscribers` subscribed to the list, changed since the activation (a list join updates
 *   the record; the subscriber record keeps no per-list join time);
 * - sent a booking request: `bookingRequests` of the organisation (contactEmail, createdAt);
 * - attended a workshop: `interest` records that could attend a workshop of the organisation held on or
 *   after the activation day and not later than today, counted from the workshop's date;
 * - submitted a feedback form: `feedbackForms/{formId}/responses` (organisationId, submittedAt,
 *   respondentEmail when the form asked for it).
 */
export interface TriggeredPerson {
  email: string;
  name: string;
  at: Date;
}

const toDate = (v: unknown): Date | null =>
  v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const day = (d: Date) => d.toISOString().slice(0, 10);

export async function triggeredPeople(
  campaign: DripCampaignDoc,
  since: Date,
  now: Date,
): Promise<TriggeredPerson[]> {
  const org = campaign.organisationId;
  const within = (at: Date | null): at is Date => !!at && at >= since && at <= now;
  const t = campaign.trigger;
  switch (t.type) {
    case 'listJoined': {
      if (!t.listId) return [];
      const snap = await db()
        .collection('subscribers')
        .where('organisationId', '==', org)
        .where('lists', 'array-contains', t.listId)
        .where('status', '==', 'subscribed')
        .where('updatedAt', '>=', since)
        .get();
      return snap.docs
        .map((d) => ({
          email: text(d.get('email')),
          name: text(d.get('name')),
          at: toDate(d.get('updatedAt')),
        }))
        .filter((p): p is TriggeredPerson => within(p.at));
    }
    case 'bookingRequested': {
      const snap = await db()
        .collection('bookingRequests')
        .where('organisationId', '==', org)
        .where('createdAt', '>=', since)
        .get();
      return snap.docs
        .map((d) => ({
          email: text(d.get('contactEmail')),
          name: text(d.get('contactName')),
          at: toDate(d.get('createdAt')),
        }))
        .filter((p): p is TriggeredPerson => within(p.at));
    }
    case 'workshopAttended': {
      const workshops = await db()
        .collection('workshops')
        .where('organisationId', '==', org)
        .where('date', '>=', day(since))
        .where('date', '<=', day(now))
        .get();
      const people: TriggeredPerson[] = [];
      for (const w of workshops.docs) {
        if (w.get('status') === 'cancelled') continue;
        const at = new Date(`${text(w.get('date'))}T00:00:00Z`);
        if (Number.isNaN(at.getTime()) || at > now) continue;
        const interests = await db()
          .collection('interest')
          .where('workshopId', '==', w.id)
          .where('canAttend', '==', true)
          .get();
        for (const i of interests.docs)
          people.push({ email: text(i.get('email')), name: text(i.get('name')), at });
      }
      return people;
    }
    case 'feedbackSubmitted': {
      if (!t.formId) return [];
      const snap = await db()
        .collection(`feedbackForms/${t.formId}/responses`)
        .where('submittedAt', '>=', since)
        .get();
      return snap.docs
        .filter((d) => d.get('organisationId') === org)
        .map((d) => ({ email: text(d.get('respondentEmail')), name: '', at: toDate(d.get('submittedAt')) }))
        .filter((p): p is TriggeredPerson => within(p.at) && !!p.email);
    }
    default:
      return [];
  }
}
