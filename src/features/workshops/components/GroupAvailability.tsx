import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { SelectInput } from '../../../components/SelectInput';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { QueryState } from '../../../components/QueryState';
import { useGroups, useOrganisationNames } from '../../organisations';
import { WeekBandsTable } from './WeekBandsTable';
import { useAvailabilityOf } from '../offer-queries';
import { combineAvailability } from '../ranking';

/**
 * When a group can come: pick the organisation and group, and see its members' availability combined, weekday
 * by time band, as a heat map (darker = more members available; tentative answers count half). Each cell also
 * says the numbers in words, so colour is never the only signal.
 */
export function GroupAvailability({ organisationId }: { organisationId: string }) {
  const [org, setOrg] = useState(organisationId);
  const [groupId, setGroupId] = useState('');
  const organisations = useOrganisationNames(true);
  const groups = useGroups(org);
  const group = (groups.data ?? []).find((g) => g.id === groupId);
  const members = group?.memberIds ?? [];
  const availability = useAvailabilityOf(members, members.length > 0);

  return (
    <Stack spacing={2} component="section" aria-labelledby="group-availability-title">
      <Typography id="group-availability-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 500 }}>
        Group availability
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <OrganisationSelect
          organisations={organisations}
          value={org}
          onChange={(id) => {
            setOrg(id);
            setGroupId('');
          }}
        />
        <SelectInput
          size="small"
          label="Group"
          value={group ? groupId : ''}
          onChange={(e) => setGroupId(e.target.value)}
          disabled={!org || groups.isPending}
          sx={{ minWidth: 200 }}
        >
          {(groups.data ?? []).map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name} ({g.memberIds.length})
            </MenuItem>
          ))}
        </SelectInput>
      </Stack>
      {groups.isError && <Typography color="error">The groups could not be loaded.</Typography>}
      {group &&
        (members.length === 0 ? (
          <Typography variant="body2">This group has no members yet.</Typography>
        ) : (
          <QueryState query={availability} loadingLabel="Loading the group's availability">
            {(byPerson) => <HeatMap grids={Object.values(byPerson)} members={members.length} />}
          </QueryState>
        ))}
    </Stack>
  );
}

function HeatMap({ grids, members }: { grids: Parameters<typeof combineAvailability>[0]; members: number }) {
  const { people, cells } = combineAvailability(grids);
  if (people === 0)
    return <Typography variant="body2">No member of this group has given their availability yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {people} of {members} members gave their availability.
      </Typography>
      <WeekBandsTable
        label="Group availability by weekday and time band"
        cell={(day, b) => {
          const { available, tentative } = cells[day][b.id];
          const share = (available + tentative / 2) / people;
          return (
            <TableCell
              key={b.id}
              data-testid={`heat-${day}-${b.id}`}
              sx={(theme) => ({
                bgcolor: alpha(theme.palette.success.main, share * 0.85),
                color: share > 0.5 ? theme.palette.success.contrastText : 'inherit',
              })}
            >
              {available}
              {tentative ? ` +${tentative}?` : ''}
            </TableCell>
          );
        }}
      />
      <Typography variant="caption">Numbers: members available; “+n?” members tentative.</Typography>
    </Box>
  );
}
