/**
 * What other areas may use of `authors` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { RebuildAuthorCounts } from './components/RebuildAuthorCounts';
