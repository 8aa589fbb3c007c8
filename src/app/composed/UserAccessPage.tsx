import UserAccessViewScreen from '../../features/organisations/components/UserAccessViewScreen';
import { ProjectAdminsPanel } from '../../features/projects';
import { useSession } from '../../features/session';
import { actorOf, can } from '../../kernel/permissions';

/**
 * /user-access-view: who opens each private project of an organisation (the organisations area) and, for the
 * super admin, who administers which projects across organisations (the projects area), on one page.
 */
export default function UserAccessPage() {
  const { user } = useSession();
  return (
    <>
      <UserAccessViewScreen />
      {/* The panel lists every user given a project: reading users across organisations. */}
      {can(actorOf(user), 'Users', 'list') && <ProjectAdminsPanel />}
    </>
  );
}
