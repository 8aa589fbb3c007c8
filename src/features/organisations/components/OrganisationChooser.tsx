import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../session';
import { listOrganisations } from '../service';

/** Every organisation, for the super admin (the only one the rules let list them). */
function useAllOrganisations() {
  return useQuery({ queryKey: ['organisations', 'all'], queryFn: listOrganisations });
}

/** The super admin's "which organisation" choice, shown beside a staff screen's title. */
export function OrganisationPicker({ organisationId }: { organisationId: string }) {
  const { switchOrganisation } = useSession();
  const organisations = useAllOrganisations();
  return (
    <TextField
      select
      size="small"
      label="Organisation"
      value={organisations.data ? organisationId : ''}
      onChange={(e) => switchOrganisation(e.target.value)}
      sx={{ minWidth: { sm: 260 } }}
    >
      {(organisations.data ?? []).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * What a super admin sees on an organisation's staff screen before choosing an organisation: every organisation,
 * one click from being opened, instead of an empty choice and nothing else (issue 21).
 */
export function OrganisationChooser() {
  const { switchOrganisation } = useSession();
  const organisations = useAllOrganisations();
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
