/**
 * What other areas may use of `recordings` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { useAuthorRecordings, useProjectRecordings, usePublishedRecordings } from './queries';
export { RecordingCard } from './components/RecordingCard';
