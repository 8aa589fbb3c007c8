import { ProjectPickerField } from '../../../components/ProjectPicker';
import { useVisibleProjects } from '../queries';
import { selectProject, useSelectedProjectId } from '../selection';
import type { ProjectRow } from '../service';

/**
 * Chooses the selected project among those the user may see; the choice is saved under `selectedProject`.
 * When the saved project is not (or no longer) visible, the first visible one is selected instead.
 */
export function ProjectPicker({ onProjects }: { onProjects?: (projects: ProjectRow[]) => void }) {
  return (
    <ProjectPickerField
      projects={useVisibleProjects()}
      selected={useSelectedProjectId()}
      onSelect={selectProject}
      onProjects={onProjects}
    />
  );
}
