import { isPlainAddress, normaliseAddress } from './email-address.js';
import { mergeTagProblem } from './merge-tags.js';
import { htmlToText } from './rich-text.js';

/**
 * Newsletter campaigns, shared by the app, the functions, the seed and the tests: the document shape
 * in `campaigns/{campaignId}`, the state machine, the audience selection and the HTML → text conversion. Pure,
 * no imports beyond this folder.
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_LIMITS = { subject: 200, preheader: 200, html: 40_000, lists: 30 } as const;

/** What a client writes (a draft); the rules accept these fields and no others. */
export interface CampaignDraftFields {
  organisationId: string;
  subject: string;
  preheader: string;
  /** The body as the editor produced it; the server sanitises it again before every send. */
  html: string;
  /** Ids of the organisation's subscriberLists. */
  lists: string[];
  /**
   * A named audience (`audiences/{id}`) instead of lists: '' or absent for lists. The server resolves it when
   * the send starts (audiences/resolve.ts), never from addresses a client sends.
   */
  audienceId?: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The figures and state only the server writes. */
export interface CampaignServerFields {
  state: CampaignState;
  scheduledAt: Date | null;
  /** The mail pipeline's message (mailMessages/{messageId}) once a send starts. */
  messageId: string | null;
  /** Whether the send's deliveries are all written (a start interrupted before that is resumed by the job). */
  prepared: boolean;
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
  unsubscribes: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The app's address for the unsubscribe links, remembered for a scheduled start. */
  appOrigin?: string;
  /** When its last delivery had an outcome and it became `sent` (mail/campaign-settle.ts). */
  sentAt?: Date | null;
  /**
   * Whether the send counted opens and clicks (the organisation's setting when it started; absent before a send).
   * The counts themselves are not on this document but in its shards (`TRACK_COUNTS` below).
   */
  tracking?: boolean;
}

export type CampaignDoc = CampaignDraftFields & CampaignServerFields;

/**
 * A tracked campaign's open and click counts: every open and click, and the deliveries opened or clicked at least
 * once. They are kept in shards, `campaigns/{id}/trackCounts/{0 … TRACK_SHARDS − 1}`, each hit adding to one shard
 * picked at random (mail/track-record.ts), because Firestore sustains about one write a second on a document and a
 * newsletter's opens come in bursts: the pixel is fetched by mail providers' privacy proxies as the mail arrives,
 * which follows the queue's ten a second, and readers add to that. Twenty shards keep each near one write a second
 * at twenty hits a second; every reader sums the shards that exist (`sumTrackCounts`), at most twenty small
 * documents, and a campaign nobody opened has none.
 */
export interface TrackCounts {
  opens: number;
  uniqueOpens: number;
  clicks: number;
  uniqueClicks: number;
}
export const TRACK_COUNTS = 'trackCounts';
export const TRACK_SHARDS = 20;
export const NO_TRACK_COUNTS: TrackCounts = { opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0 };

/** The campaign's counts from its shard documents' data; a missing or malformed figure counts as 0. */
export function sumTrackCounts(shards: Iterable<Record<string, unknown> | undefined>): TrackCounts {
  const sum = { ...NO_TRACK_COUNTS };
  const keys = Object.keys(sum) as (keyof TrackCounts)[];
  for (const shard of shards)
    for (const k of keys) {
      const v = shard?.[k];
      if (typeof v === 'number' && Number.isFinite(v) && v > 0) sum[k] += v;
    }
  return sum;
}

/** A new draft as every writer builds it (the app's compose form, duplicate, the seed, the tests). */
export function campaignRecord(input: {
  organisationId: string;
  subject: string;
  preheader?: string;
  html: string;
  lists: readonly string[];
  audienceId?: string;
  createdBy: string;
  now: Date;
}): CampaignDoc {
  return {
    organisationId: input.organisationId,
    subject: input.subject.trim(),
    preheader: (input.preheader ?? '').trim(),
    html: input.html,
    lists: [...new Set(input.lists)],
    audienceId: input.audienceId ?? '',
    createdBy: input.createdBy,
    createdAt: input.now,
    updatedAt: input.now,
    state: 'draft',
    scheduledAt: null,
    messageId: null,
    prepared: false,
    total: 0,
    sent: 0,
    failed: 0,
    suppressed: 0,
    unsubscribes: 0,
    startedAt: null,
    finishedAt: null,
  };
}

// ── State machine ──
export type CampaignAction =
  'schedule' | 'unschedule' | 'send' | 'pause' | 'resume' | 'cancel' | 'finish' | 'resendFailed';

const MOVES: Record<CampaignAction, Partial<Record<CampaignState, CampaignState>>> = {
  schedule: { draft: 'scheduled', scheduled: 'scheduled' },
  unschedule: { scheduled: 'draft' },
  send: { draft: 'sending', scheduled: 'sending' },
  pause: { sending: 'paused' },
  resume: { paused: 'sending' },
  cancel: { draft: 'cancelled', scheduled: 'cancelled', sending: 'cancelled', paused: 'cancelled' },
  finish: { sending: 'sent' },
  resendFailed: { sent: 'sending' },
};

/** The state after `action`, or null when the action is not possible in `state`. */
export function nextState(state: CampaignState, action: CampaignAction): CampaignState | null {
  return MOVES[action][state] ?? null;
}

/** Which actions the screen offers in a state. */
export const actionsIn = (state: CampaignState): CampaignAction[] =>
  (Object.keys(MOVES) as CampaignAction[]).filter((a) => a !== 'finish' && nextState(state, a) !== null);

/** Whether the compose form may still change the campaign (the rules agree: drafts only). */
export const isEditable = (state: CampaignState) => state === 'draft';

/** Sent, failed, suppressed and what is left, from the campaign's counters. */
export function progressOf(c: Pick<CampaignDoc, 'total' | 'sent' | 'failed' | 'suppressed'>) {
  const done = c.sent + c.failed + c.suppressed;
  const remaining = Math.max(0, c.total - done);
  return { done, remaining, percent: c.total > 0 ? Math.min(100, Math.round((done / c.total) * 100)) : 0 };
}

/** Why a campaign cannot be sent yet (null when it can). */
export function sendProblem(
  c: Pick<CampaignDoc, 'subject' | 'html' | 'lists' | 'audienceId'>,
  /** The organisation's custom field keys; without them any custom merge tag passes (model.ts's form check). */
  customKeys?: readonly string[],
): string | null {
  if (!c.subject.trim()) return 'The subject is empty';
  if (/[\r\n]/.test(c.subject)) return 'The subject must be one line';
  if (!htmlToText(c.html).trim()) return 'The newsletter has no text';
  const tags = mergeTagProblem([c.subject, c.html], customKeys);
  if (tags) return tags;
  if (c.audienceId) return null;
  if (c.lists.length === 0) return 'Choose at least one list';
  if (c.lists.length > CAMPAIGN_LIMITS.lists) return `Choose at most ${CAMPAIGN_LIMITS.lists} lists`;
  return null;
}

// ── Audience ──
export interface AudienceCandidate {
  email: string;
  status: string;
  lists: readonly string[];
}

/**
 * The addresses a campaign goes to: subscribers of any of `lists` whose status is `subscribed`, each address
 * once (normalised), none that `isSuppressed`, sorted so that the same audience is always the same list.
 */
export function selectAudience(
  candidates: readonly AudienceCandidate[],
  lists: readonly string[],
  isSuppressed: (address: string) => boolean,
): string[] {
  const wanted = new Set(lists);
  const out = new Set<string>();
  for (const c of candidates) {
    if (c.status !== 'subscribed' || !c.lists.some((l) => wanted.has(l))) continue;
    if (!isPlainAddress(c.email.trim())) continue;
    const address = normaliseAddress(c.email);
    if (!isSuppressed(address)) out.add(address);
  }
  return [...out].sort();
}
