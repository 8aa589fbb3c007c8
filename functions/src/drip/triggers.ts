import { toDate } from '../mail/store.js';
import { FieldPath } from 'firebase-admin/firestore';
import type { DripCampaignDoc } from '@storytelling/shared/drip';
import { db } from '../mail/store.js';

/**
 * Who a campaign's trigger has caught between its activation and `now`, and when (the first step's delay counts
 * from then). Read from the documents the other areas write:
 * - joined a list: `subscribers` subscribed to the list whose join time of it (`listJoinedAt`) is since the
 *   activation: a list joined without automations (an import or bulk add that did not ask) has none;
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
      const listId = t.listId;
      if (!listId) return [];
      // The join time of this list (a single-field index on the map's entry); list ids are unique, and the
      // organisation and state are checked here rather than in a composite index no list-specific path can have.
      const joinedAt = new FieldPath('listJoinedAt', listId);
      const snap = await db().collection('subscribers').where(joinedAt, '>=', since).get();
      return snap.docs
        .filter((d) => d.get('organisationId') === org && d.get('status') === 'subscribed')
        .filter((d) => ((d.get('lists') as string[] | undefined) ?? []).includes(listId))
        .map((d) => ({
          email: text(d.get('email')),
          name: text(d.get('name')),
          at: toDate(d.get(joinedAt)),
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
