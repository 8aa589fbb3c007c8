import { z } from 'zod/mini';
import { customPeriod } from './model';

/** Custom dates for the dashboard: the range the model accepts, with its own message when it refuses one. */
export const zPeriodForm = z.object({
  range: z.object({ from: z.string(), to: z.string() }).check(
    z.superRefine((range, ctx) => {
      const period = customPeriod(range.from, range.to);
      if (typeof period === 'string') ctx.addIssue({ code: 'custom', message: period });
    }),
  ),
});
export type PeriodForm = z.infer<typeof zPeriodForm>;
