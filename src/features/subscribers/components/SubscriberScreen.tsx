import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { PageSection } from '../../../components/PageSection';
import { usePickedOrganisation } from '../../organisations';
import { useOrgAccess } from '../../session';
import { NoOrganisationChosen } from '../../../components/NoOrganisationChosen';
import { ListsTab } from './ListsTab';
import { SubscribersTab } from './SubscribersTab';

/**
 * /subscriber-view: an organisation's audience, in two tabs (subscribers, lists). Organisation admins and
 * moderators work on their current organisation; a super admin picks one (the first by default).
 */
export default function SubscriberScreen() {
  const access = useOrgAccess();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'lists' ? 'lists' : 'subscribers';
  const { orgId, organisations, pick } = usePickedOrganisation(access);

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Subscribers
        </Typography>
        {access.isSuperAdmin && (
          <OrganisationSelect organisations={organisations} value={orgId} onChange={pick} />
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, v: string) => setParams(v === 'lists' ? { tab: 'lists' } : {}, { replace: true })}
        sx={{ mb: 2 }}
      >
        <Tab value="subscribers" label="Subscribers" />
        <Tab value="lists" label="Lists" />
      </Tabs>
      {!orgId ? (
        <NoOrganisationChosen superAdmin={access.isSuperAdmin} />
      ) : tab === 'lists' ? (
        <ListsTab key={orgId} organisationId={orgId} />
      ) : (
        <SubscribersTab key={orgId} organisationId={orgId} />
      )}
    </PageSection>
  );
}
