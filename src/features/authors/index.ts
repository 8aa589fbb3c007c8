/**
 * What other areas may use of `authors` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { progressText, resultText, type RebuildProgress, type RebuildResult } from './project-keys';
export { rebuildAuthorProjectKeys } from './project-keys-service';
export { useRefreshAuthors } from './queries';
