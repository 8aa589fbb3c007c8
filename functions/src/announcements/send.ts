import { toDate } from '../mail/store.js';
import type { Response } from 'express';
import { FieldPath } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { z } from 'zod/mini';
import { callerOf } from '../auth.js';
import { logServerAct } from '../history/log.js';
import type { Caller } from '../mail/caller.js';
import { appOrigin, QUEUE } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import type { MessageDoc } from '../mail/records.js';
import { db, messageRef } from '../mail/store.js';
import { subscriberId } from '@storytelling/shared/subscribers';
import { AudienceRefusal, resolveAudience, storedAudience } from '../audiences/resolve.js';
import { positiveInt, takeQuota } from '../validate.js';
import {
  addressesOf,
  announcementMessageId,
  announcementPlan,
  audienceAddresses,
  AUDIENCES,
  mayEmail,
  type AnnouncementData,
  type UserData,
} from './audience.js';

/** What the app gets back: the message's progress, as the e-mail endpoint answers. */
export type EmailAnnouncementResponse =
  | {
      ok: true;
      messageId: string;
      status: 'queued' | 'done';
      total: number;
      sent: number;
      failed: number;
      suppressed: number;
    }
  | { ok: false; error: string };

/**
 * Sends per account per window (each one a bulk send), counted in Firestore (`mailQuotas/announcements_{uid}`,
 * closed to clients) so the limit holds across instances. At most MAX_RECIPIENTS people per announcement.
 */
export const ANNOUNCEMENT_QUOTA = {
  windowMs: positiveInt(process.env.ANNOUNCEMENT_EMAIL_WINDOW_SECONDS, 3600) * 1000,
  perAccount: positiveInt(process.env.ANNOUNCEMENT_EMAIL_LIMIT, 20),
};
export const MAX_RECIPIENTS = 10_000;
const PAGE = 500;
const INTEREST_LIMIT = 2000;

const zBody = z.strictObject({
  announcementId: z
    .string()
    .check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'not a valid id')),
});

function announcementOf(raw: Record<string, unknown> | undefined): AnnouncementData | null {
  if (!raw) return null;
  const startsAt = toDate(raw.startsAt);
  const endsAt = toDate(raw.endsAt);
  const audience = raw.audience as AnnouncementData['audience'];
  if (!startsAt || !endsAt || !AUDIENCES.includes(audience)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    title: str(raw.title),
    body: str(raw.body),
    audience,
    organisationId: str(raw.organisationId),
    workshopId: str(raw.workshopId),
    workshopTitle: str(raw.workshopTitle),
    startsAt,
    endsAt,
    ...(typeof raw.emailMessageId === 'string' ? { emailMessageId: raw.emailMessageId } : {}),
    ...(typeof raw.emailAudienceId === 'string' && raw.emailAudienceId
      ? { emailAudienceId: raw.emailAudienceId }
      : {}),
  };
}

async function quotaWait(caller: Caller): Promise<number> {
  const ref = db().doc(`mailQuotas/announcements_${caller.uid}`);
  return db().runTransaction(async (tx) => {
    const state = (await tx.get(ref)).data() as { windowStart: number; count: number } | undefined;
    const { next, retryAfter } = takeQuota(
      state ?? null,
      Date.now(),
      ANNOUNCEMENT_QUOTA.perAccount,
      ANNOUNCEMENT_QUOTA.windowMs,
    );
    if (!retryAfter) tx.set(ref, next);
    return retryAfter;
  });
}

/** Every Users record, a page at a time (platform-wide audiences), stopping at `max` records. */
async function allUsers(max: number): Promise<UserData[]> {
  const users: UserData[] = [];
  let last: string | null = null;
  for (;;) {
    let q = db().collection('Users').orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) q = q.startAfter(last);
    const snap = await q.get();
    users.push(...snap.docs.map((d) => d.data() as UserData));
    if (snap.size < PAGE || users.length >= max) return users;
    last = snap.docs[snap.size - 1]!.id;
  }
}

async function usersById(ids: string[]): Promise<UserData[]> {
  const out: UserData[] = [];
  for (let i = 0; i < ids.length; i += PAGE) {
    const refs = ids.slice(i, i + PAGE).map((id) => db().doc(`Users/${id}`));
    if (refs.length) out.push(...(await db().getAll(...refs)).map((s) => (s.data() ?? {}) as UserData));
  }
  return out;
}

/**
 * Of an organisation's members, those whose "news by e-mail" switch is on: their subscriber record in that
 * organisation says subscribed (memberOptIn keeps it). An organisation's news reaches nobody who did not say yes
 * or who said no since; the message itself is on the bulletin board for everyone.
 */
async function newsByEmail(organisationId: string, addresses: string[]): Promise<string[]> {
  const yes = new Set<string>();
  for (let i = 0; i < addresses.length; i += PAGE) {
    const part = addresses.slice(i, i + PAGE);
    if (part.length === 0) continue;
    const snaps = await db().getAll(
      ...part.map((e) => db().doc(`subscribers/${subscriberId(organisationId, e)}`)),
    );
    snaps.forEach((snap, j) => {
      if (snap.exists && snap.get('status') === 'subscribed') yes.add(part[j]!);
    });
  }
  return addresses.filter((e) => yes.has(e));
}

/**
 * A named audience's addresses as the organisation e-mails it (audiences/resolve.ts: subscribed there, not
 * suppressed), the same resolution the screens count with. A cross-organisation audience is a super admin's.
 */
async function namedAudienceRecipients(a: AnnouncementData, caller: Caller): Promise<string[]> {
  if (!a.organisationId)
    throw new AudienceRefusal(400, "A named audience is e-mailed for an organisation's announcement");
  const audience = await storedAudience(a.emailAudienceId!, a.organisationId);
  if (audience.organisationId === '' && !caller.superAdmin)
    throw new AudienceRefusal(403, 'Only a super admin e-mails a cross-organisation audience');
  return (await resolveAudience(audience, a.organisationId)).recipients;
}

/** The audience's addresses, resolved here from Firestore (never from the request). */
async function recipientsOf(
  a: AnnouncementData,
  workshop: Record<string, unknown> | null,
  caller: Caller,
): Promise<string[]> {
  if (a.emailAudienceId) return namedAudienceRecipients(a, caller);
  switch (a.audience) {
    case 'facilitators':
      if (a.organisationId) {
        // One organisation's facilitators: its staff-readable mirror names them, their own records decide.
        const mirror = await db()
          .collection(`Organisations/${a.organisationId}/members`)
          .where('roles', 'array-contains', 'facilitator')
          .limit(MAX_RECIPIENTS + 1)
          .get();
        return audienceAddresses(a, await usersById(mirror.docs.map((d) => d.id)));
      }
      return audienceAddresses(a, await allUsers(MAX_RECIPIENTS * 2));
    case 'signedIn':
      return audienceAddresses(a, await allUsers(MAX_RECIPIENTS * 2));
    case 'organisation': {
      // The staff-readable mirror names the members; their own records (roles, address) decide.
      const mirror = await db()
        .collection(`Organisations/${a.organisationId}/members`)
        .where('roles', 'array-contains', 'member')
        .limit(MAX_RECIPIENTS + 1)
        .get();
      const members = audienceAddresses(a, await usersById(mirror.docs.map((d) => d.id)));
      return newsByEmail(a.organisationId, members);
    }
    case 'workshop': {
      const interests = await db()
        .collection('interest')
        .where('workshopId', '==', a.workshopId)
        .limit(INTEREST_LIMIT)
        .get();
      const ids = Array.isArray(workshop?.participantIds)
        ? (workshop.participantIds as unknown[]).filter((v): v is string => typeof v === 'string')
        : [];
      const listed = (await usersById(ids)).filter((u) => u.isTemporary !== true).map((u) => u.email);
      return addressesOf([...interests.docs.map((d) => d.get('email')), ...listed]);
    }
  }
}

/**
 * `POST emailAnnouncement {announcementId}` with the caller's ID token: e-mails an announcement to its audience
 * through the mail pipeline (kind `announcement`, marketing: suppressed addresses are skipped and every mail
 * carries an unsubscribe link). Authorised from data: the caller must be allowed to write the announcement's
 * audience. One message per announcement (its id derived from the announcement's), one delivery per recipient:
 * asking again answers the same progress and sends nobody anything twice.
 */
export async function handleEmailAnnouncement(req: Request, res: Response): Promise<void> {
  const answer = (status: number, body: EmailAnnouncementResponse) => void res.status(status).json(body);
  if (req.method !== 'POST') return answer(405, { ok: false, error: 'Use POST' });
  if (!(req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return answer(415, { ok: false, error: 'Send JSON (content-type: application/json)' });
  const who = await callerOf(req);
  if (!who.ok) return answer(401, { ok: false, error: who.error });
  const caller = who.caller;
  const parsed = zBody.safeParse(req.body);
  if (!parsed.success) return answer(400, { ok: false, error: 'Say which announcement: {announcementId}' });
  const { announcementId } = parsed.data;
  try {
    const ref = db().doc(`announcements/${announcementId}`);
    const a = announcementOf((await ref.get()).data());
    if (!a) return answer(404, { ok: false, error: 'Announcement not found' });
    const workshop =
      a.audience === 'workshop' && a.workshopId
        ? ((await db().doc(`workshops/${a.workshopId}`).get()).data() ?? null)
        : null;
    const workshopOrg = typeof workshop?.organisationId === 'string' ? workshop.organisationId : null;
    const decision = mayEmail(caller, a, workshopOrg, new Date());
    if (!decision.ok) return answer(decision.status, { ok: false, error: decision.error });

    const messageId = announcementMessageId(announcementId);
    const existing = (await messageRef(messageId).get()).data() as MessageDoc | undefined;
    if (existing && existing.status !== 'preparing')
      return answer(200, {
        ok: true,
        messageId,
        status: existing.status === 'done' ? 'done' : 'queued',
        total: existing.total,
        sent: existing.sent,
        failed: existing.failed,
        suppressed: existing.suppressed,
      });

    const wait = await quotaWait(caller);
    if (wait > 0) {
      res.setHeader('retry-after', String(wait));
      return answer(429, {
        ok: false,
        error: `Too many announcement e-mails; try again in ${Math.ceil(wait / 60)} minutes`,
      });
    }
    const recipients = await recipientsOf(a, workshop, caller);
    if (recipients.length === 0)
      return answer(409, { ok: false, error: 'There is nobody to send this e-mail to' });
    if (recipients.length > MAX_RECIPIENTS)
      return answer(413, { ok: false, error: `At most ${MAX_RECIPIENTS} people are e-mailed at once` });
    const org = a.organisationId
      ? ((await db().doc(`Organisations/${a.organisationId}`).get()).data() ?? {})
      : {};
    const plan = announcementPlan(a, recipients, caller.name, typeof org.name === 'string' ? org.name : '');
    await ref.update({ emailMessageId: messageId, emailedAt: new Date() });
    const started = await startMessage({
      messageId,
      plan,
      recipients,
      createdBy: caller.uid,
      context: a.organisationId ? { organisationId: a.organisationId } : {},
      appOrigin: appOrigin(req.header('origin') ?? undefined),
      // A few go out in this request; more go through the queue at the product's pace.
      queued: recipients.length > QUEUE.batchSize,
    });
    const { status, total, sent, failed, suppressed } = started;
    await logServerAct(caller, {
      organisationId: a.organisationId,
      kind: 'send',
      summary: `E-mailed the announcement “${a.title}” to ${total} ${total === 1 ? 'person' : 'people'}`,
      target: { collection: 'announcements', id: announcementId, label: a.title },
    });
    console.info('announcement e-mailed', { announcementId, messageId, total, status });
    answer(status === 'queued' ? 202 : 200, { ok: true, messageId, status, total, sent, failed, suppressed });
  } catch (error) {
    if (error instanceof AudienceRefusal) return answer(error.status, { ok: false, error: error.message });
    console.error('emailAnnouncement failed', error);
    answer(500, { ok: false, error: 'The announcement could not be e-mailed just now' });
  }
}
