/**
 * What other areas may use of `email` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { useMailProgress } from './queries';
export { sendKind } from './service';
