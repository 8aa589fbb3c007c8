import { ProjectGroupsCard } from '../../features/organisations/components/ProjectGroupsCard';
import ProjectViewScreen from '../../features/projects/components/ProjectViewScreen';

/**
 * /project-view with the organisation's groups card in it. The projects area shows a project and the
 * organisations area owns its groups; the app, which may use both, puts them on one page, so neither area
 * imports the other's screens (features depend on one another in one direction only).
 */
export default function ProjectViewPage() {
  return <ProjectViewScreen groups={(project) => <ProjectGroupsCard project={project} />} />;
}
