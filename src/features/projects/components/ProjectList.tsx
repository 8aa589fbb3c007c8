import CheckCircleIcon from '../../../components/icons/CheckCircle';
import LockIcon from '../../../components/icons/Lock';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { filterProjects, pinCount, PROJECT_SORTS, type ProjectSort } from '../project-form';
import type { ProjectRow } from '../service';
import { FilterSelect } from '../../../components/FilterSelect';

/** The projects the user may see, searchable and sortable; choosing one makes it the selected project. */
export function ProjectList({
  rows,
  selectedId,
  onSelect,
}: {
  rows: ProjectRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ProjectSort>('name');
  const shown = useMemo(() => filterProjects(rows, search, sort), [rows, search, sort]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextInput
          size="small"
          label="Search projects"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1 }}
        />
        <FilterSelect label="Sort" value={sort} onChange={setSort} options={PROJECT_SORTS} minWidth={130} />
      </Stack>
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {shown.length === rows.length
          ? `${rows.length} project${rows.length === 1 ? '' : 's'}`
          : `${shown.length} of ${rows.length} projects`}
      </Typography>
      {shown.length === 0 ? (
        <EmptyState title="No project matches" hint="Try part of the name or the key." />
      ) : (
        <List dense aria-label="Projects" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0 }}>
          {shown.map((p) => {
            const selected = p.id === selectedId;
            const pins = pinCount(p);
            return (
              <ListItem key={p.id} disablePadding>
                <ListItemButton
                  selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(p.id)}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {selected ? (
                      <CheckCircleIcon color="primary" titleAccess="Selected project" />
                    ) : p.isPrivate ? (
                      <LockIcon fontSize="small" titleAccess="Private" />
                    ) : null}
                  </ListItemIcon>
                  <ListItemText
                    primary={p.projectName}
                    secondary={`${p.id} · ${p.isPrivate ? 'private' : 'public'} · ${pins} pin${pins === 1 ? '' : 's'}`}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
