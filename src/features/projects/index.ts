/**
 * What other areas may use of `projects` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { ProjectAdminsPanel } from './components/ProjectAdminsPanel';
export { ProjectPicker } from './components/ProjectPicker';
export { useProject, useVisibleProjects } from './queries';
export { useSelectedProjectId } from './selection';
export { listOrganisationProjects, type ProjectRow } from './service';
