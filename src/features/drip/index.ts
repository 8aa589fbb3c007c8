/**
 * What other areas may use of `drip` (besides its pure `model.ts`): which active campaigns a list join would
 * start. The screen is not here: the route table opens it directly, so that the subscriber screens asking this
 * question do not download the campaign editor with it.
 */
export { useListAutomations } from './queries';
