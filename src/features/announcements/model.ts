import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import {
  isFacilitator,
  isFacilitatorAnywhere as facilitatorAnywhere,
  isMember,
  isOrganisationAdmin,
  isStaff,
  staffOrganisationIds,
} from '../../kernel/roles';

/**
 * Announcements (the admin message view and editor at /message-view): a message with a
 * rich-text body for one audience, shown between its start and end on the facilitator's Bulletin Board and the
 * participant dashboard, optionally also e-mailed once through the mail pipeline. Collection `announcements`;
 * who has read what: `announcementReads/{uid}`. Pure: schemas and rules only, no I/O.
 */

/**
 * Who a message is for:
 * - `facilitators`: with organisationId '', everyone holding the facilitator role in any organisation (super
 *   admins write these); with an organisation's id, that organisation's facilitators (its admins write these);
 * - `organisation`: the people holding the member role in one organisation;
 * - `workshop`: one workshop's participants (their interest records, or the workshop's participantIds);
 * - `signedIn`: everyone with an account (super admins write these).
 */
export const AUDIENCES = ['facilitators', 'organisation', 'workshop', 'signedIn'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  facilitators: 'All facilitators',
  organisation: "An organisation's members",
  workshop: "A workshop's participants",
  signedIn: 'Everyone signed in',
};

/**
 * The editor's Audience choices: the stored audiences, and one organisation's facilitators, which is stored as
 * `facilitators` with the organisation's id.
 */
export const AUDIENCE_CHOICES = [...AUDIENCES, 'organisationFacilitators'] as const;
export type AudienceChoice = (typeof AUDIENCE_CHOICES)[number];
export const AUDIENCE_CHOICE_LABELS: Record<AudienceChoice, string> = {
  ...AUDIENCE_LABELS,
  organisationFacilitators: "An organisation's facilitators",
};
/** The editor's choice for a stored message. */
export const audienceChoiceOf = (a: Pick<Announcement, 'audience' | 'organisationId'>): AudienceChoice =>
  a.audience === 'facilitators' && a.organisationId ? 'organisationFacilitators' : a.audience;
/** Choices made for one organisation: the editor asks which. */
export const choiceNeedsOrganisation = (c: AudienceChoice) =>
  c === 'organisation' || c === 'workshop' || c === 'organisationFacilitators';

/** The same limits as firestore.rules' announcementsValid. */
export const ANNOUNCEMENT_LIMITS = { title: 200, body: 20_000, workshopTitle: 200 } as const;
/** A person's read marks are one document: the oldest marks go once it holds this many. */
export const READ_MARKS_KEPT = 400;

/** Collection `announcements`. Platform-wide audiences carry organisationId ''; only workshops carry a workshopId. */
export const zAnnouncement = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(ANNOUNCEMENT_LIMITS.title)),
  body: z.string().check(z.maxLength(ANNOUNCEMENT_LIMITS.body)),
  audience: z.enum(AUDIENCES),
  organisationId: z.string(),
  workshopId: z.string(),
  workshopTitle: z._default(z.string(), ''),
  startsAt: zDate,
  endsAt: zDate,
  pinned: z.boolean(),
  createdBy: z.string(),
  createdAt: zDate,
  updatedAt: zDate,
  // A named audience the e-mail goes to instead of the board's audience ('' for the board's).
  emailAudienceId: z._default(z.string(), ''),
  // Written by the emailAnnouncement function only.
  emailMessageId: z.optional(z.string()),
  emailedAt: z.optional(zDate),
});
export type Announcement = z.infer<typeof zAnnouncement>;
export type AnnouncementWithId = Announcement & { id: string };

/** `announcementReads/{uid}`: announcement id → when the person read it. */
export const zReadMarks = z.object({
  read: z._default(z.record(z.string(), zDate), {}),
  updatedAt: z.optional(zDate),
});
export type ReadMarks = z.infer<typeof zReadMarks>['read'];

export type AnnouncementState = 'scheduled' | 'current' | 'ended';
export const STATE_LABELS: Record<AnnouncementState, string> = {
  scheduled: 'Scheduled',
  current: 'Current',
  ended: 'Ended',
};

/** Scheduled before its start, current from its start to its end (both included), ended after. */
export function announcementState(
  a: Pick<Announcement, 'startsAt' | 'endsAt'>,
  now: Date,
): AnnouncementState {
  if (now.getTime() < a.startsAt.getTime()) return 'scheduled';
  if (now.getTime() > a.endsAt.getTime()) return 'ended';
  return 'current';
}

/** The person reading, as the rules see them: roles by organisation and the workshops they take part in. */
export interface Reader {
  uid: string;
  roles: Readonly<Record<string, readonly string[]>>;
  workshopIds: readonly string[];
}

export const isFacilitatorAnywhere = (r: Pick<Reader, 'roles'>) => facilitatorAnywhere(r.roles);

/** Whether a message is addressed to this person (the rules' announcementsAddressedToMe). */
export function isAddressedTo(
  a: Pick<Announcement, 'audience' | 'organisationId' | 'workshopId'>,
  r: Reader,
): boolean {
  switch (a.audience) {
    case 'signedIn':
      return true;
    case 'facilitators':
      return a.organisationId ? isFacilitator(r.roles[a.organisationId] ?? []) : isFacilitatorAnywhere(r);
    case 'organisation':
      return isMember(r.roles[a.organisationId] ?? []);
    case 'workshop':
      return r.workshopIds.includes(a.workshopId);
  }
}

/** What a board shows: the current messages addressed to the reader, pinned first, then the newest first. */
export function boardMessages<T extends Announcement & { id: string }>(all: T[], r: Reader, now: Date): T[] {
  const seen = new Set<string>();
  return all
    .filter((a) => {
      if (seen.has(a.id)) return false;
      seen.add(a.id);
      return isAddressedTo(a, r) && announcementState(a, now) === 'current';
    })
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.startsAt.getTime() - a.startsAt.getTime());
}

export const unreadCount = (messages: { id: string }[], read: ReadMarks) =>
  messages.filter((m) => !read[m.id]).length;

/** The marks after reading `id`: the newest READ_MARKS_KEPT kept, so the document never grows without end. */
export function withReadMark(read: ReadMarks, id: string, at: Date): ReadMarks {
  const entries = Object.entries({ ...read, [id]: at }).sort((a, b) => b[1].getTime() - a[1].getTime());
  return Object.fromEntries(entries.slice(0, READ_MARKS_KEPT));
}

/** The person writing, as the rules see them (the permission table's Actor). */
export interface Writer {
  superAdmin: boolean;
  roles: Readonly<Record<string, readonly string[]>>;
}

const isStaffOf = (w: Writer, orgId: string) => w.superAdmin || (!!orgId && isStaff(w.roles[orgId] ?? []));

/** The organisations whose members and workshops this person may write to (super admins: any, so none listed). */
export const staffOrganisations = (w: Writer): string[] => staffOrganisationIds(w.roles);

/** The organisations whose facilitators this person may write to (super admins: any, so none listed). */
export const facilitatorOrganisations = (w: Writer): string[] =>
  Object.entries(w.roles)
    .filter(([, roles]) => isOrganisationAdmin(roles))
    .map(([id]) => id);

/**
 * The audiences a person may pick: super admins any; an organisation's staff only their members and workshops,
 * and its admins also its facilitators.
 */
export function audiencesFor(w: Writer): AudienceChoice[] {
  if (w.superAdmin) return [...AUDIENCE_CHOICES];
  if (!staffOrganisations(w).length) return [];
  return facilitatorOrganisations(w).length
    ? ['organisation', 'workshop', 'organisationFacilitators']
    : ['organisation', 'workshop'];
}

/**
 * Whether this person may write a message for this audience (firestore.rules' announcementsMayWrite, less the
 * workshop's organisation, which the rules read from the workshop): super admins any audience; an organisation's
 * admins and moderators only their organisation's members or its workshops' participants, and its admins its
 * facilitators.
 */
export function mayWriteAudience(w: Writer, a: Pick<Announcement, 'audience' | 'organisationId'>): boolean {
  if (a.audience === 'signedIn') return w.superAdmin;
  if (a.audience === 'facilitators')
    return w.superAdmin || (!!a.organisationId && isOrganisationAdmin(w.roles[a.organisationId] ?? []));
  return isStaffOf(w, a.organisationId);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A `datetime-local` value (the person's own clock) as a Date, or null when it is not one. */
export function parseLocalDateTime(value: string): Date | null {
  if (!DATE_TIME.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
/** A Date as a `datetime-local` value in the person's own clock. */
export function toLocalDateTime(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whether rich-text HTML says anything (an editor left empty still holds `<p></p>`). */
export const htmlHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/** The editor's form: what a person types, checked before anything is written. */
export const zAnnouncementForm = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Give the message a title'),
        z.maxLength(ANNOUNCEMENT_LIMITS.title, `At most ${ANNOUNCEMENT_LIMITS.title} characters`),
      ),
    body: z
      .string()
      .check(
        z.maxLength(ANNOUNCEMENT_LIMITS.body, 'The message is too long'),
        z.refine(htmlHasText, 'Write the message'),
      ),
    audience: z.enum(AUDIENCE_CHOICES, 'Choose who the message is for'),
    organisationId: z.string(),
    workshopId: z.string(),
    startsAt: z.string().check(z.refine((v) => parseLocalDateTime(v) !== null, 'Choose when it starts')),
    endsAt: z.string().check(z.refine((v) => parseLocalDateTime(v) !== null, 'Choose when it ends')),
    pinned: z.boolean(),
    sendEmail: z.boolean(),
    /** A named audience the e-mail goes to ('' for the message's own audience); organisation messages only. */
    emailAudienceId: z.string().check(z.maxLength(128)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (choiceNeedsOrganisation(v.audience) && !v.organisationId)
        ctx.addIssue({ code: 'custom', path: ['organisationId'], message: 'Choose the organisation' });
      if (v.audience === 'workshop' && !v.workshopId)
        ctx.addIssue({ code: 'custom', path: ['workshopId'], message: 'Choose the workshop' });
      const start = parseLocalDateTime(v.startsAt);
      const end = parseLocalDateTime(v.endsAt);
      if (start && end && end.getTime() <= start.getTime())
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }),
  );
export type AnnouncementForm = z.infer<typeof zAnnouncementForm>;

/** The document fields a form makes (the service adds who and when). */
export function announcementFields(
  form: AnnouncementForm,
  workshopTitle: string,
): Pick<
  Announcement,
  | 'title'
  | 'body'
  | 'audience'
  | 'organisationId'
  | 'workshopId'
  | 'workshopTitle'
  | 'startsAt'
  | 'endsAt'
  | 'pinned'
  | 'emailAudienceId'
> {
  const scoped = choiceNeedsOrganisation(form.audience);
  const workshop = form.audience === 'workshop';
  return {
    title: form.title.trim(),
    body: form.body,
    audience: form.audience === 'organisationFacilitators' ? 'facilitators' : form.audience,
    organisationId: scoped ? form.organisationId : '',
    workshopId: workshop ? form.workshopId : '',
    workshopTitle: workshop ? workshopTitle.slice(0, ANNOUNCEMENT_LIMITS.workshopTitle) : '',
    startsAt: parseLocalDateTime(form.startsAt)!,
    endsAt: parseLocalDateTime(form.endsAt)!,
    pinned: form.pinned,
    // A named audience stands in for members or participants only, never for the facilitators.
    emailAudienceId: scoped && form.audience !== 'organisationFacilitators' ? form.emailAudienceId : '',
  };
}

/** Who a message is for, in words: the organisation's name and the workshop's title, never their ids. */
export function audienceText(
  a: Pick<Announcement, 'audience' | 'organisationId' | 'workshopTitle'>,
  organisationName: (id: string) => string,
): string {
  switch (a.audience) {
    case 'organisation':
      return `Members of ${organisationName(a.organisationId)}`;
    case 'workshop':
      return `Participants of ${a.workshopTitle || 'a workshop'}`;
    case 'facilitators':
      return a.organisationId ? `Facilitators of ${organisationName(a.organisationId)}` : 'All facilitators';
    default:
      return AUDIENCE_LABELS[a.audience];
  }
}

/**
 * A whole `announcements` document as the app writes it (the service puts the server's time in createdAt and
 * updatedAt): for the seed and tests, so that they write exactly the app's shape.
 */
export function announcementRecord(
  fields: Partial<ReturnType<typeof announcementFields>> &
    Pick<Announcement, 'title' | 'body' | 'audience' | 'startsAt' | 'endsAt'>,
  createdBy: string,
  at: Date,
): Announcement {
  return {
    organisationId: '',
    workshopId: '',
    workshopTitle: '',
    pinned: false,
    emailAudienceId: '',
    ...fields,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}
