import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import type { Workshop } from './model';

export const WORKSHOP_DURATIONS = [2, 3, 4] as const;
export const WORKSHOP_STATUSES = ['requested', 'scheduled', 'confirmed', 'completed', 'cancelled'] as const;

const day = /^\d{4}-\d{2}-\d{2}$/;
const time = /^\d{2}:\d{2}$/;
const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * What a public page shows of a workshop (collection `publicWorkshops`, same id), kept in step with the workshop
 * on every write (service.ts writes both in one batch; the seed uses the same builder). The workshop itself holds
 * the contacts' phones and e-mails, the facilitators and their responses and the participants, so only super
 * admins and its assigned facilitators read it.
 *
 * The landing and booking pages, opened from links, parse it and no other schema when they load. zWorkshop
 * (model.ts) is built on these same fields.
 */
export const zPublicWorkshop = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  date: z.string().check(z.regex(day)),
  startTime: z.string().check(z.regex(time)),
  endTime: z.string().check(z.regex(time)),
  address: text(500),
  description: text(5000),
  organisationId: z._default(z.string(), ''),
  organisationName: z._default(z.string(), ''),
  duration: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  status: z._default(z.enum(WORKSHOP_STATUSES), 'scheduled'),
  // Why and when a super admin cancelled it: the reason is written for the people it affects (its participants
  // and facilitators read it on their dashboards), so it is public like the status it explains.
  cancellationReason: z.optional(z.string().check(z.maxLength(2000))),
  cancelledAt: z.optional(zDate),
  updatedAt: z.optional(zDate),
});
export type PublicWorkshop = z.infer<typeof zPublicWorkshop>;
export const PUBLIC_WORKSHOP_FIELDS = Object.keys(zPublicWorkshop.shape) as (keyof PublicWorkshop)[];

/** The public fields of a workshop (or of a change to one: only the fields it has). */
export function publicWorkshopOf(w: Partial<Workshop>): Partial<PublicWorkshop> {
  const out: Partial<Record<keyof PublicWorkshop, unknown>> = {};
  for (const key of PUBLIC_WORKSHOP_FIELDS) if (w[key] !== undefined) out[key] = w[key];
  return out as Partial<PublicWorkshop>;
}
