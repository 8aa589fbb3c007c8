import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import type { MailKind, WorkshopLogType } from '@storytelling/shared/mail-kinds';
import type { MailVariables } from '@storytelling/shared/mail-templates';
import { isOrgAdmin, mayGrant, type Caller } from './caller.js';
import { joinLink } from '@storytelling/shared/join-link';

/**
 * Who may send which kind about what, and to whom: decided from the documents the send concerns, never from
 * the request. Pure functions over plain data (loaded by load-plan.ts), so every case is unit-tested.
 */

/** The fields of a workshopEmailLogs entry that describe what an e-mail was about. */
export interface LogContext {
  type: WorkshopLogType;
  workshopId: string;
  workshopTitle: string;
  workshopDate: string;
  organisationName?: string;
  organisationId?: string;
  facilitatorId?: string;
  participantId?: string;
}

export interface MailPlan {
  kind: MailKind;
  /** Every address the data ties to this send; a request may name only these. Normalised. */
  recipients: string[];
  /** Variables shared by every recipient, computed from the documents. */
  variables: MailVariables;
  /** Variables for one recipient (a facilitator's own name and assignment type). */
  perRecipient?: Record<string, MailVariables>;
  organisationId?: string;
  /** For kinds the workshop e-mail log records. */
  log?: LogContext;
  logPerRecipient?: Record<string, Partial<LogContext>>;
}

export type PlanResult =
  { ok: true; plan: MailPlan } | { ok: false; status: 400 | 403 | 404 | 409; error: string };

const refuse = (status: 403 | 404 | 409, error: string): PlanResult => ({ ok: false, status, error });
const addresses = (list: (string | undefined | null)[]) => [
  ...new Set(list.filter((a): a is string => !!a && isPlainAddress(a.trim())).map(normaliseAddress)),
];
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export interface Contact {
  name?: string;
  email?: string;
  phone?: string;
}
export interface WorkshopData {
  title?: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  address?: string;
  description?: string;
  leadContact?: Contact;
  additionalContacts?: Contact[];
  organisationId?: string;
  organisationName?: string;
  status?: string;
  facilitators?: { userId?: string; name?: string; email?: string; type?: string }[];
  facilitatorIds?: string[];
  responses?: Record<string, string>;
  cancellationReason?: string;
}
export interface InterestData {
  userId?: string;
  name?: string;
  email?: string;
  canAttend?: boolean;
  needsCoverage?: boolean;
  notes?: string;
}

/** An offer of the workshop to one facilitator (workshopOffers). */
export interface OfferData {
  facilitatorId?: string;
  facilitatorName?: string;
  facilitatorEmail?: string;
}

export function workshopVariables(w: WorkshopData): MailVariables {
  const lead = w.leadContact ?? {};
  return {
    workshopTitle: str(w.title),
    workshopDate: str(w.date),
    workshopTime: `${str(w.startTime)}–${str(w.endTime)}`,
    workshopAddress: str(w.address) || 'To be confirmed',
    leadContact: [lead.name, lead.email, lead.phone].filter(Boolean).join(', '),
    workshopDetails: str(w.description),
  };
}

function workshopLog(type: WorkshopLogType, workshopId: string, w: WorkshopData): LogContext {
  return {
    type,
    workshopId,
    workshopTitle: str(w.title).slice(0, 200),
    workshopDate: str(w.date).slice(0, 20),
    ...(w.organisationName ? { organisationName: w.organisationName } : {}),
    ...(w.organisationId ? { organisationId: w.organisationId } : {}),
  };
}

const OPEN_STATUSES = ['requested', 'scheduled', 'confirmed'];

/**
 * Each interested participant's delivery is logged with their uid, so they can read the updates and
 * cancellations they were sent (the rules let a participant read log entries carrying their uid). An interest
 * record's address is the account's own (the rules hold it to the signed-in address).
 */
function participantLogs(interests: InterestData[]): Record<string, Partial<LogContext>> {
  const logs: Record<string, Partial<LogContext>> = {};
  for (const i of interests)
    if (i.email && i.userId && isPlainAddress(i.email.trim()))
      logs[normaliseAddress(i.email)] = { participantId: i.userId };
  return logs;
}
const contactsOf = (w: WorkshopData) => [
  w.leadContact?.email,
  ...(w.additionalContacts ?? []).map((c) => c.email),
];

/**
 * Workshop kinds. `interests` are the workshop's interest records; `freeText` the request's text.
 * - assignment confirmation: super admins (who assign), to the workshop's facilitators, each with their own
 *   name and assignment type;
 * - facilitator response: an assigned facilitator who has responded, to the support address;
 * - interest notification: a person with an interest record in an open workshop, to the support address;
 * - participant update: the workshop's assigned facilitators and super admins, to its participants and
 *   contacts, with the facilitator's message;
 * - cancellation: super admins, once the workshop is cancelled, to its facilitators, participants and contacts.
 */
export function workshopPlan(input: {
  kind: MailKind;
  caller: Caller;
  workshopId: string;
  workshop: WorkshopData | null;
  interests: InterestData[];
  supportAddress: string;
  freeText?: string;
  /** The workshop's offers, for a workshop offer. */
  offers?: OfferData[];
  /** Where a facilitator answers an offer (the app's own origin, never the request's). */
  appOrigin?: string;
}): PlanResult {
  const { kind, caller, workshopId, workshop: w, interests } = input;
  if (!w) return refuse(404, 'Workshop not found');
  const shared = workshopVariables(w);
  const assigned = (w.facilitatorIds ?? []).includes(caller.uid);
  const participants = addresses(interests.map((i) => i.email));
  switch (kind) {
    case 'assignmentConfirmation': {
      if (!caller.superAdmin) return refuse(403, 'Only a super admin assigns facilitators');
      const perRecipient: Record<string, MailVariables> = {};
      const logPerRecipient: Record<string, Partial<LogContext>> = {};
      for (const f of w.facilitators ?? []) {
        const email = f.email && isPlainAddress(f.email.trim()) ? normaliseAddress(f.email) : null;
        if (!email) continue;
        perRecipient[email] = {
          facilitatorName: f.name || f.email || '',
          assignmentType: f.type === 'recording' ? 'recording facilitator' : 'primary facilitator',
        };
        if (f.userId) logPerRecipient[email] = { facilitatorId: f.userId };
      }
      return {
        ok: true,
        plan: {
          kind,
          recipients: Object.keys(perRecipient),
          variables: shared,
          perRecipient,
          organisationId: w.organisationId || undefined,
          log: workshopLog('assignment_confirmation', workshopId, w),
          logPerRecipient,
        },
      };
    }
    case 'facilitatorResponse': {
      const response = w.responses?.[caller.uid];
      if (!assigned || !response) return refuse(403, 'Only a facilitator who has responded to this workshop');
      return {
        ok: true,
        plan: {
          kind,
          recipients: [normaliseAddress(input.supportAddress)],
          variables: { ...shared, facilitatorName: caller.name, response },
          organisationId: w.organisationId || undefined,
        },
      };
    }
    case 'interestNotification': {
      const mine = interests.find((i) => i.userId === caller.uid);
      if (!mine) return refuse(403, 'Register your interest in this workshop first');
      if (!OPEN_STATUSES.includes(str(w.status, 'scheduled')))
        return refuse(409, 'This workshop is no longer taking interest');
      return {
        ok: true,
        plan: {
          kind,
          recipients: [normaliseAddress(input.supportAddress)],
          variables: {
            ...shared,
            participantName: mine.name || mine.email || caller.name,
            participantEmail: str(mine.email),
            canAttend: mine.canAttend ? 'Yes' : 'No',
            needsCoverage: mine.needsCoverage ? 'Yes' : 'No',
            notes: mine.notes || '—',
          },
          organisationId: w.organisationId || undefined,
          log: { ...workshopLog('interest_notification', workshopId, w), participantId: caller.uid },
        },
      };
    }
    case 'workshopOffer': {
      // Whoever may offer it (the rules' managesWorkshopOffers), to the facilitators it is offered to.
      if (!caller.superAdmin && !(w.organisationId && isOrgAdmin(caller, w.organisationId)))
        return refuse(403, 'Only those who manage this workshop offer it');
      if (!OPEN_STATUSES.includes(str(w.status, 'scheduled')))
        return refuse(409, 'This workshop is no longer taking interest');
      const perRecipient: Record<string, MailVariables> = {};
      const logPerRecipient: Record<string, Partial<LogContext>> = {};
      for (const o of input.offers ?? []) {
        const email = o.facilitatorEmail && isPlainAddress(o.facilitatorEmail.trim());
        if (!email) continue;
        const address = normaliseAddress(o.facilitatorEmail!);
        perRecipient[address] = { facilitatorName: o.facilitatorName || o.facilitatorEmail || '' };
        if (o.facilitatorId) logPerRecipient[address] = { facilitatorId: o.facilitatorId };
      }
      return {
        ok: true,
        plan: {
          kind,
          recipients: Object.keys(perRecipient),
          variables: { ...shared, answerLink: `${input.appOrigin ?? ''}/facilitator-dashboard` },
          perRecipient,
          organisationId: w.organisationId || undefined,
          log: workshopLog('interest_notification', workshopId, w),
          logPerRecipient,
        },
      };
    }
    case 'participantUpdate': {
      if (!caller.superAdmin && !assigned)
        return refuse(403, "Only this workshop's facilitators send updates to its participants");
      if (!OPEN_STATUSES.includes(str(w.status, 'scheduled')))
        return refuse(409, 'This workshop is closed; updates are no longer sent');
      const message = (input.freeText ?? '').trim();
      if (!message) return refuse(409, 'Write the update first');
      return {
        ok: true,
        plan: {
          kind,
          recipients: addresses([...participants, ...contactsOf(w)]),
          variables: { ...shared, message, senderName: caller.name },
          organisationId: w.organisationId || undefined,
          log: workshopLog('participant_update', workshopId, w),
          logPerRecipient: participantLogs(interests),
        },
      };
    }
    case 'cancellation': {
      if (!caller.superAdmin) return refuse(403, 'Only a super admin cancels workshops');
      if (w.status !== 'cancelled') return refuse(409, 'This workshop is not cancelled');
      return {
        ok: true,
        plan: {
          kind,
          recipients: addresses([
            ...(w.facilitators ?? []).map((f) => f.email),
            ...participants,
            ...contactsOf(w),
          ]),
          variables: { ...shared, reason: w.cancellationReason || 'Not given' },
          organisationId: w.organisationId || undefined,
          log: workshopLog('cancellation', workshopId, w),
          logPerRecipient: participantLogs(interests),
        },
      };
    }
    default:
      return refuse(403, `A ${kind} e-mail is not about a workshop`);
  }
}

export interface AccessCodeData {
  organisationId?: string;
  role?: string;
  email?: string;
  isActive?: boolean;
  expiresAt?: Date;
}

/**
 * The organisation invitation: whoever may grant the code's role in its organisation (the rules' mayGrant),
 * only to the code's own address, while the code is active and unexpired. The join link is built on the
 * server from the app's configured origin, so a caller cannot point it elsewhere.
 */
export function invitationPlan(input: {
  caller: Caller;
  code: string;
  accessCode: AccessCodeData | null;
  organisationName: string | null;
  appOrigin: string;
  now: Date;
  roleWording: (role: string) => string;
  validDays: number;
}): PlanResult {
  const c = input.accessCode;
  if (!c || !c.organisationId) return refuse(404, 'Invalid access code');
  if (!mayGrant(input.caller, c.organisationId, str(c.role)))
    return refuse(403, 'You may not invite people to this organisation with this role');
  if (!c.email || !isPlainAddress(c.email.trim()))
    return refuse(409, 'This access code is not an e-mailed one');
  if (!c.isActive || !c.expiresAt || c.expiresAt <= input.now)
    return refuse(409, 'Invalid or expired access code');
  if (input.organisationName === null) return refuse(404, 'Organisation not found');
  return {
    ok: true,
    plan: {
      kind: 'invitation',
      recipients: [normaliseAddress(c.email)],
      variables: {
        organisationName: input.organisationName,
        role: input.roleWording(str(c.role)),
        joinLink: joinLink(input.appOrigin, input.code, str(c.role)),
        accessCode: input.code,
        validDays: String(input.validDays),
      },
      organisationId: c.organisationId,
    },
  };
}

export interface BookingData {
  organisationName?: string;
  organisationType?: string;
  participantCount?: number;
  duration?: number;
  preferredDates?: string[];
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  notes?: string;
  organisationId?: string;
  createdBy?: string;
}

/** A booking request: its filer (or a super admin), to the support address, logged as booking_request. */
export function bookingPlan(input: {
  caller: Caller;
  requestId: string;
  booking: BookingData | null;
  supportAddress: string;
}): PlanResult {
  const b = input.booking;
  if (!b) return refuse(404, 'Booking request not found');
  if (b.createdBy !== input.caller.uid && !input.caller.superAdmin)
    return refuse(403, 'Only the person who filed this request');
  const orgName = str(b.organisationName);
  return {
    ok: true,
    plan: {
      kind: 'bookingRequest',
      recipients: [normaliseAddress(input.supportAddress)],
      variables: {
        organisationName: orgName,
        organisationType: str(b.organisationType),
        participantCount: String(b.participantCount ?? ''),
        duration: String(b.duration ?? ''),
        preferredDates: (b.preferredDates ?? []).join(', '),
        contactName: str(b.contactName),
        contactEmail: str(b.contactEmail),
        contactPhone: b.contactPhone || '—',
        notes: b.notes || '—',
      },
      organisationId: b.organisationId || undefined,
      log: {
        type: 'booking_request',
        workshopId: input.requestId,
        workshopTitle: `Booking: ${orgName}`.slice(0, 200),
        workshopDate: str(b.preferredDates?.[0]).slice(0, 20),
        ...(orgName ? { organisationName: orgName } : {}),
        ...(b.organisationId ? { organisationId: b.organisationId } : {}),
      },
    },
  };
}

export interface GroupRequestData {
  groupName?: string;
  department?: string;
  groupSize?: number;
  groupDescription?: string;
  urgency?: string;
  contactMethod?: string;
  contactName?: string;
  contact?: string;
  availability?: Record<string, Record<string, string>>;
  notes?: string;
  organisationId?: string;
  createdBy?: string;
}

const URGENCY: Record<string, string> = {
  low: 'Flexible',
  medium: 'Within 2-4 weeks',
  high: 'Within 1-2 weeks',
};
const TIME_BANDS: Record<string, string> = {
  earlyMorning: 'Early Morning (6AM-9AM)',
  morning: 'Morning (9AM-12PM)',
  afternoon: 'Afternoon (12PM-5PM)',
  evening: 'Evening (5PM-9PM)',
  night: 'Night (9PM-12AM)',
};
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A group workshop request: its filer (or a super admin), to the support address. */
export function groupRequestPlan(input: {
  caller: Caller;
  request: GroupRequestData | null;
  supportAddress: string;
}): PlanResult {
  const r = input.request;
  if (!r) return refuse(404, 'Group workshop request not found');
  if (r.createdBy !== input.caller.uid && !input.caller.superAdmin)
    return refuse(403, 'Only the person who filed this request');
  const availability = WEEKDAYS.flatMap((day) =>
    Object.keys(TIME_BANDS)
      .filter((band) => r.availability?.[day]?.[band])
      .map(
        (band) =>
          `${day[0]!.toUpperCase()}${day.slice(1)} ${TIME_BANDS[band]}: ${r.availability![day]![band]}`,
      ),
  );
  const urgency = str(r.urgency);
  return {
    ok: true,
    plan: {
      kind: 'groupWorkshopRequest',
      recipients: [normaliseAddress(input.supportAddress)],
      variables: {
        groupName: str(r.groupName),
        department: r.department || '—',
        groupSize: String(r.groupSize ?? ''),
        groupDescription: r.groupDescription || '—',
        urgency: URGENCY[urgency] ? `${urgency} (${URGENCY[urgency]})` : urgency,
        contactMethod: r.contactMethod === 'phone' ? 'Phone' : 'E-mail',
        contact: `${str(r.contactName)} ${str(r.contact)}`.trim() || '—',
        availability: availability.length ? availability.join('; ') : 'None given',
        notes: r.notes || '—',
      },
      organisationId: r.organisationId || undefined,
    },
  };
}
