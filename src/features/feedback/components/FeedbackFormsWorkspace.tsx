import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { PageSection } from '../../../components/PageSection';
import { actorOf } from '../../../kernel/permissions';
import { useOrganisationNames } from '../../organisations';
import { useSession } from '../../session';
import { FormBuilder } from './FormBuilder';
import { FormList } from './FormList';
import { FormResults } from './FormResults';
import { isStaff as isStaffIn } from '../../../kernel/roles';
import { PageHeading } from '../../../components/PageHeading';

/** Who may work on an organisation's forms: its moderators and admins, and super admins everywhere (as the rules). */
function useFeedbackAccess() {
  const { user, currentOrganisation, switchOrganisation } = useSession();
  const actor = actorOf(user);
  const orgId = currentOrganisation ?? '';
  const roles = (orgId && actor?.roles[orgId]) || [];
  const isSuperAdmin = actor?.superAdmin ?? false;
  const isStaff = isSuperAdmin || isStaffIn(roles);
  return { orgId, isSuperAdmin, isStaff, switchOrganisation };
}

/**
 * /feedback-forms: an organisation's feedback forms; `?form=<id>` (or `new`) opens the builder and
 * `?results=<id>` a form's results, so a reload or a shared link opens the same view.
 */
export default function FeedbackFormsWorkspace() {
  const access = useFeedbackAccess();
  const [params, setParams] = useSearchParams();
  const organisations = useOrganisationNames(access.isSuperAdmin);
  const editing = params.get('form');
  const results = params.get('results');
  const go = (next: Record<string, string>) => setParams(next);

  const picker = access.isSuperAdmin && (
    <OrganisationSelect
      organisations={organisations}
      value={access.orgId}
      onChange={(id) => {
        access.switchOrganisation(id);
        go({});
      }}
    />
  );

  const header = <PageHeading title="Feedback Forms" action={picker} />;

  if (!access.orgId || !access.isStaff)
    return (
      <PageSection>
        {header}
        <Alert severity="info">
          {access.isSuperAdmin
            ? 'Choose an organisation to see its feedback forms.'
            : 'Feedback forms are made by the moderators and administrators of an organisation.'}
        </Alert>
      </PageSection>
    );

  return (
    <PageSection wide>
      {header}
      <Box>
        {editing ? (
          <FormBuilder
            key={`${access.orgId}/${editing}`}
            organisationId={access.orgId}
            formId={editing === 'new' ? null : editing}
            flash={params.get('saved')}
            onDone={(id, published) => go({ form: id, saved: published ? 'published' : 'saved' })}
            onBack={() => go({})}
          />
        ) : results ? (
          <FormResults key={results} formId={results} onBack={() => go({})} />
        ) : (
          <FormList
            organisationId={access.orgId}
            onEdit={(id) => go({ form: id })}
            onResults={(id) => go({ results: id })}
            onNew={() => go({ form: 'new' })}
          />
        )}
      </Box>
    </PageSection>
  );
}
