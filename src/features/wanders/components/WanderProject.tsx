import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { branchesOf, MAIN_BRANCH, usePins } from '../../pins';
import { useProjectRecordings } from '../../recordings';
import { initialOrder } from '../model';
import { useWanders } from '../queries';
import { newWanderId, WANDER_LIST_LIMIT, type WanderScope } from '../service';
import { WanderEditor } from './WanderEditor';

/** A project's wanders: the list, and the one being edited (or a new one, its id chosen beforehand). */
export function WanderProject({ scope }: { scope: WanderScope }) {
  const pins = usePins(scope.projectId);
  const projectIds = useMemo(() => [scope.projectId], [scope.projectId]);
  const recordings = useProjectRecordings(projectIds);
  const wanders = useWanders(scope);
  const [editing, setEditing] = useState<{ id: string; isNew: boolean } | null>(null);
  const order = useMemo(() => {
    const { branches, unordered } = branchesOf(pins.data ?? []);
    return initialOrder(branches, unordered, MAIN_BRANCH);
  }, [pins.data]);

  const rows = wanders.data ?? [];
  const current = editing ?? (rows[0] ? { id: rows[0].id, isNew: false } : null);
  const saved = current && !current.isNew ? (rows.find((w) => w.id === current.id) ?? null) : null;

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 280 }, flexShrink: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', flexGrow: 1 }}>
            Wanders
          </Typography>
          <Button
            size="small"
            variant="contained"
            disabled={!pins.data}
            onClick={() => setEditing({ id: newWanderId(), isNew: true })}
          >
            New wander
          </Button>
        </Stack>
        <QueryState
          query={wanders}
          loadingLabel="Loading wanders"
          rows={3}
          errorText="The wanders could not be loaded"
          empty={
            <EmptyState
              title="No wanders yet"
              hint="Start one with New wander: the pins come in their pin order."
            />
          }
        >
          {(list) => (
            <List dense aria-label="Wanders of this project">
              {list.map((w) => (
                <ListItem key={w.id} disablePadding>
                  <ListItemButton
                    selected={current?.id === w.id}
                    onClick={() => setEditing({ id: w.id, isNew: false })}
                  >
                    <ListItemText primary={w.title} secondary={`${w.pinKeys.length} pins`} />
                    <Chip
                      size="small"
                      label={w.status === 'published' ? 'Published' : 'Draft'}
                      color={w.status === 'published' ? 'success' : 'default'}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
        {rows.length >= WANDER_LIST_LIMIT && (
          <Alert severity="info">{`The first ${WANDER_LIST_LIMIT} wanders are listed.`}</Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
        <QueryState query={pins} loadingLabel="Loading pins" errorText="The pins could not be loaded">
          {(projectPins) =>
            projectPins.length === 0 ? (
              <EmptyState
                title="This project has no pins yet"
                hint="Add pins in Map View, then build a walk here."
              />
            ) : !current ? (
              <EmptyState title="Pick a wander or start a new one" />
            ) : (
              <QueryState
                query={recordings}
                loadingLabel="Loading recordings"
                errorText="The recordings could not be loaded"
              >
                {(projectRecordings) => (
                  <WanderEditor
                    key={current.id}
                    id={current.id}
                    scope={scope}
                    saved={saved}
                    initialPinKeys={order}
                    pins={projectPins}
                    recordings={projectRecordings}
                    onSaved={(id) => setEditing({ id, isNew: false })}
                  />
                )}
              </QueryState>
            )
          }
        </QueryState>
      </Paper>
    </Stack>
  );
}
