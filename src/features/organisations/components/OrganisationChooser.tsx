import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { useOrganisationNames } from '../queries';

/** The super admin's "which organisation" choice, shown beside a staff screen's title. */
export function OrganisationPicker({ organisationId }: { organisationId: string }) {
  const { switchOrganisation } = useSession();
  const organisations = useOrganisationNames(true);
  return (
    <OrganisationSelect organisations={organisations} value={organisationId} onChange={switchOrganisation} />
  );
}

/**
 * What a super admin sees on an organisation's staff screen before choosing an organisation: every organisation,
 * one click from being opened, instead of an empty choice and nothing else.
 */
export function OrganisationChooser() {
  const { switchOrganisation } = useSession();
  const organisations = useOrganisationNames(true);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        As a super admin you can work on any organisation. Choose one to open.
      </Typography>
      <QueryState query={organisations} loadingLabel="Loading organisations">
        {(all) =>
          all.length === 0 ? (
            <Typography>There are no organisations yet.</Typography>
          ) : (
            <List aria-label="Organisations" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
              {all.map((o) => (
                <ListItem key={o.id} disablePadding divider>
                  <ListItemButton onClick={() => switchOrganisation(o.id)}>
                    <ListItemText primary={o.name} secondary={o.id} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
    </>
  );
}
