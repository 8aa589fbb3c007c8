import { z } from 'zod/mini';
import type { Workshop } from './model';

type Assignment = Workshop['facilitators'][number];

/** The facilitators ticked to be offered a workshop: at least one. */
export const zOfferForm = z.object({ facilitatorIds: z.array(z.string()).check(z.minLength(1)) });
export type OfferForm = z.infer<typeof zOfferForm>;

/** A workshop's facilitators as ticked, each with the kind of part they take (none ticked unassigns all). */
export const zAssignForm = z.object({ assignments: z.array(z.custom<Assignment>()) });
export type AssignForm = z.infer<typeof zAssignForm>;
