import { z } from 'zod/mini';
import { zWanderInput } from './model';

/**
 * The wander editor's form: the stored input's checks, with the pace held as the text of its box (a number box
 * half typed is not a number yet) and read as a number on the way through; an emptied box is no number.
 */
export const zWanderForm = z.object({
  title: zWanderInput.shape.title,
  pinKeys: zWanderInput.shape.pinKeys,
  paceKmh: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => (text.trim() === '' ? Number.NaN : Number(text))),
    ),
    zWanderInput.shape.paceKmh,
  ),
});
export type WanderFormValues = z.input<typeof zWanderForm>;
