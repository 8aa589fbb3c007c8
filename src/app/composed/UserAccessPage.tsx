import UserAccessViewScreen from '../../features/organisations/components/UserAccessViewScreen';
import { ProjectAdminsPanel } from '../../features/projects';
import { useSession } from '../../features/session';
import { actsAsSuperAdmin } from '../../kernel/roles';

/**
 * /user-access-view: who opens each private project of an organisation (the organisations area) and, for the
 * super admin, who administers which projects across organisations (the projects area), on one page.
 */
export default function UserAccessPage() {
  const { user } = useSession();
  return (
    <>
      <UserAccessViewScreen />
      {actsAsSuperAdmin(user?.userRole) && <ProjectAdminsPanel />}
    </>
  );
}
