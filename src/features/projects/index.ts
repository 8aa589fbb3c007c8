/**
 * What other areas may use of `projects` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { ProjectAdminsPanel } from './components/ProjectAdminsPanel';
export { ProjectPicker } from './components/ProjectPicker';
export { SelectedProjectPage } from './components/SelectedProjectPage';
export { useProject, useVisibleProjects } from './queries';
export { useSelectedProjectId } from './selection';
export { listOrganisationProjects, type ProjectRow } from './service';
export { useSharedProjects, useHasSharedProjects } from './shared-queries';
export { levelWords, sharedVia } from './shared';
export type { SharedProject } from './shared-service';
export { CreateProjectDialog } from './components/CreateProjectDialog';
export { budgetSummary, zBudget, type Budget } from './budget';
