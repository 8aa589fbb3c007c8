import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../mail/store.js';
import { suppressedFor } from '../mail/suppressions.js';
import {
  AUDIENCE_LIMITS,
  decideRecipients,
  hasPeriod,
  uniquePeople,
  type AudienceDefinition,
  type AudienceDoc,
  type AudiencePerson,
  type Resolution,
} from '@storytelling/shared/audiences';
import { subscriberId } from '@storytelling/shared/subscribers';

/**
 * Who is in a named audience, read on the server from the records themselves (Admin SDK), and who of them an
 * organisation may e-mail. The count the screens show (audienceAction) and the sends (newsletters,
 * announcements) both call `resolveAudience`, so the figure on screen is the number of messages queued.
 */
const PAGE = 500;
const WORKSHOPS_IN_PERIOD = 200;
const INTEREST_LIMIT = 2000;

export class AudienceRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}

interface UserRecord {
  email?: unknown;
  displayName?: unknown;
  isTemporary?: unknown;
  Organisations?: Record<string, { roles?: unknown; name?: unknown } | null | undefined> | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const rolesIn = (u: UserRecord, orgId: string): string[] => {
  const roles = u.Organisations?.[orgId]?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
};
const personOf = (u: UserRecord, orgId = ''): AudiencePerson => ({
  email: str(u.email),
  name: str(u.displayName) || str(u.Organisations?.[orgId]?.name),
});

async function usersById(ids: readonly string[]): Promise<UserRecord[]> {
  const out: UserRecord[] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += PAGE) {
    const refs = unique.slice(i, i + PAGE).map((id) => db().doc(`Users/${id}`));
    if (refs.length) out.push(...(await db().getAll(...refs)).map((s) => (s.data() ?? {}) as UserRecord));
  }
  return out.filter((u) => u.isTemporary !== true);
}

/** Every account, a page at a time (a cross-organisation audience's roles), up to the people limit twice over. */
async function allUsers(): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let last: string | null = null;
  for (;;) {
    let q = db().collection('Users').orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) q = q.startAfter(last);
    const snap = await q.get();
    users.push(...snap.docs.map((d) => d.data() as UserRecord));
    if (snap.size < PAGE || users.length >= AUDIENCE_LIMITS.people * 2)
      return users.filter((u) => u.isTemporary !== true);
    last = snap.docs[snap.size - 1]!.id;
  }
}

/** Members holding any of the roles: the staff-readable mirror names them, their own records decide. */
async function byRole(d: AudienceDefinition): Promise<AudiencePerson[]> {
  if (d.roles.length === 0) return [];
  const wanted = (roles: string[]) => roles.some((r) => (d.roles as string[]).includes(r));
  if (d.organisationId === '')
    return (await allUsers())
      .filter((u) => Object.keys(u.Organisations ?? {}).some((org) => wanted(rolesIn(u, org))))
      .map((u) => personOf(u));
  const mirror = await db()
    .collection(`Organisations/${d.organisationId}/members`)
    .where('roles', 'array-contains-any', d.roles)
    .limit(AUDIENCE_LIMITS.people + 1)
    .get();
  return (await usersById(mirror.docs.map((m) => m.id)))
    .filter((u) => wanted(rolesIn(u, d.organisationId)))
    .map((u) => personOf(u, d.organisationId));
}

/** Members of the groups (the organisation's own, unless the audience spans organisations) still in its org. */
async function byGroup(d: AudienceDefinition): Promise<AudiencePerson[]> {
  if (d.groups.length === 0) return [];
  const groups = await db().getAll(...d.groups.map((id) => db().doc(`groups/${id}`)));
  const out: AudiencePerson[] = [];
  for (const g of groups) {
    const org = str(g.get('organisationId'));
    if (!g.exists || (d.organisationId !== '' && org !== d.organisationId)) continue;
    const ids = (g.get('memberIds') as unknown[] | undefined)?.filter(
      (v): v is string => typeof v === 'string',
    );
    for (const u of await usersById(ids ?? [])) if (u.Organisations?.[org]) out.push(personOf(u, org));
  }
  return out;
}

/** Everyone on the lists, whatever their answer (consent is decided afterwards, for everyone alike). */
async function byList(d: AudienceDefinition): Promise<AudiencePerson[]> {
  if (d.lists.length === 0) return [];
  const out: AudiencePerson[] = [];
  let last: string | null = null;
  for (;;) {
    let q = db().collection('subscribers').where('lists', 'array-contains-any', d.lists);
    if (d.organisationId !== '') q = q.where('organisationId', '==', d.organisationId);
    q = q.orderBy(FieldPath.documentId()).select('email', 'name').limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    out.push(...page.docs.map((s) => ({ email: str(s.get('email')), name: str(s.get('name')) })));
    if (page.size < PAGE || out.length > AUDIENCE_LIMITS.people) return out;
    last = page.docs.at(-1)!.id;
  }
}

/** The chosen workshops and those dated in the period (the organisation's own; cancelled ones in a period not). */
async function workshopsOf(d: AudienceDefinition) {
  const chosen = d.workshops.length
    ? (await db().getAll(...d.workshops.map((id) => db().doc(`workshops/${id}`)))).filter(
        (w) => w.exists && (d.organisationId === '' || w.get('organisationId') === d.organisationId),
      )
    : [];
  let dated: FirebaseFirestore.DocumentSnapshot[] = [];
  if (hasPeriod(d)) {
    let q = db()
      .collection('workshops')
      .where('date', '>=', d.workshopsFrom)
      .where('date', '<=', d.workshopsTo);
    if (d.organisationId !== '') q = q.where('organisationId', '==', d.organisationId);
    dated = (await q.limit(WORKSHOPS_IN_PERIOD).get()).docs.filter((w) => w.get('status') !== 'cancelled');
  }
  const byId = new Map([...chosen, ...dated].map((w) => [w.id, w]));
  return [...byId.values()];
}

/** A workshop's participants: their interest records and the workshop's participantIds (as announcements do). */
async function byWorkshop(d: AudienceDefinition): Promise<AudiencePerson[]> {
  const out: AudiencePerson[] = [];
  for (const w of await workshopsOf(d)) {
    const interests = await db()
      .collection('interest')
      .where('workshopId', '==', w.id)
      .limit(INTEREST_LIMIT)
      .get();
    out.push(...interests.docs.map((i) => ({ email: str(i.get('email')), name: str(i.get('name')) })));
    const ids = (w.get('participantIds') as unknown[] | undefined)?.filter(
      (v): v is string => typeof v === 'string',
    );
    out.push(...(await usersById(ids ?? [])).map((u) => personOf(u, str(w.get('organisationId')))));
  }
  return out;
}

/** Everyone the definition names, each address once. */
export async function peopleIn(d: AudienceDefinition): Promise<AudiencePerson[]> {
  const parts = await Promise.all([byRole(d), byGroup(d), byList(d), byWorkshop(d)]);
  const people = uniquePeople(parts.flat());
  if (people.length > AUDIENCE_LIMITS.people)
    throw new AudienceRefusal(413, `An audience holds at most ${AUDIENCE_LIMITS.people} people`);
  return people;
}

/** Each address's subscriber record status in the organisation (null without one). */
async function consentStates(organisationId: string, addresses: string[]): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  for (let i = 0; i < addresses.length; i += PAGE) {
    const part = addresses.slice(i, i + PAGE);
    const snaps = await db().getAll(
      ...part.map((e) => db().doc(`subscribers/${subscriberId(organisationId, e)}`)),
    );
    snaps.forEach((s, j) => s.exists && states.set(part[j]!, str(s.get('status'))));
  }
  return states;
}

/**
 * The audience as `organisationId` would e-mail it: everyone in it, and of them those subscribed there and not
 * suppressed (an unsubscribe, a bounce or a complaint closes an address to every sender), sorted. The one resolution behind both the count and the send.
 */
export async function resolveAudience(d: AudienceDefinition, organisationId: string): Promise<Resolution> {
  if (!organisationId) throw new AudienceRefusal(400, 'Say which organisation e-mails this audience');
  const people = await peopleIn(d);
  const addresses = people.map((p) => p.email);
  const [states, suppressed] = await Promise.all([
    consentStates(organisationId, addresses),
    suppressedFor(organisationId, addresses),
  ]);
  return decideRecipients(
    people,
    (a) => states.get(a) ?? null,
    (a) => suppressed.has(a),
  );
}

/** A stored audience, refused unless `organisationId` may use it: its own, or a cross-organisation one. */
export async function storedAudience(audienceId: string, organisationId: string): Promise<AudienceDoc> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(audienceId)) throw new AudienceRefusal(400, 'Say which audience');
  const snap = await db().doc(`audiences/${audienceId}`).get();
  if (!snap.exists) throw new AudienceRefusal(404, 'Audience not found');
  const a = snap.data() as AudienceDoc;
  if (a.organisationId !== '' && a.organisationId !== organisationId)
    throw new AudienceRefusal(403, "This audience is another organisation's");
  return a;
}
