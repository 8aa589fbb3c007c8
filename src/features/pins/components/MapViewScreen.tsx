import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import { ProjectPicker, useProject, useSelectedProjectId } from '../../projects';
import { MAP_MARKER_LIMIT } from '../model';
import { useAddPin, useMovePin, usePins } from '../queries';
import { PinEditor } from './PinEditor';

const PinMap = lazy(() => import('./PinMap'));

/** `/map-view`: the selected project's pins on a map; click to add, drag to move, edit in the side panel. */
export default function MapViewScreen() {
  const projectId = useSelectedProjectId();
  const project = useProject(projectId);
  const pins = usePins(projectId);
  const addPin = useAddPin();
  const movePin = useMovePin(projectId);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [centre, setCentre] = useState({ lat: 54.5, long: -3 });
  const list = pins.data ?? [];
  const editing = list.find((p) => p.pinKey === selected);
  // The last add or move that failed (each starts by clearing the other's).
  const failed = addPin.error ?? movePin.error;

  function add(lat: number, long: number) {
    if (!projectId) return;
    movePin.reset();
    addPin.mutate(
      { projectId, lat, long },
      {
        onSuccess: (key) => {
          setSelected(key);
          setNotice(`Pin ${key} added`);
        },
      },
    );
  }

  function move(pinKey: string, lat: number, long: number) {
    addPin.reset();
    movePin.mutate({ pinKey, lat, long }, { onSuccess: () => setNotice(`Pin ${pinKey} moved`) });
  }

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Map View
        </Typography>
        <ProjectPicker />
      </Stack>
      {failed && (
        <Alert
          severity="error"
          onClose={() => {
            addPin.reset();
            movePin.reset();
          }}
          sx={{ mb: 2 }}
        >
          {messageOf(failed)}
        </Alert>
      )}
      {tilesFailed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Map tiles could not be loaded (no connection to the tile server). Pins can still be added, moved and
          edited.
        </Alert>
      )}
      {list.length > MAP_MARKER_LIMIT && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The map shows the first {MAP_MARKER_LIMIT.toLocaleString('en-GB')} of{' '}
          {list.length.toLocaleString('en-GB')} pins; the Pin List shows them all.
        </Alert>
      )}
      {!projectId ? (
        <EmptyState title="No project to show" hint="Projects you may see appear here once they exist." />
      ) : (
        <QueryState query={pins} loadingLabel="Loading pins" rows={8}>
          {() => (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Paper
                variant="outlined"
                sx={{ flexGrow: 1, height: { xs: 420, md: 'calc(100vh - 260px)' }, minHeight: 420 }}
              >
                <Suspense fallback={<LoadingRows label="Loading map" />}>
                  <PinMap
                    projectId={projectId}
                    pins={list}
                    selected={selected}
                    onSelect={setSelected}
                    onAdd={add}
                    onMove={move}
                    onCentre={setCentre}
                    onTileError={() => setTilesFailed(true)}
                  />
                </Suspense>
              </Paper>
              <Paper
                variant="outlined"
                sx={{
                  width: { md: 360 },
                  p: 2,
                  flexShrink: 0,
                  overflowY: 'auto',
                  maxHeight: { md: 'calc(100vh - 260px)' },
                }}
              >
                <Typography role="status" variant="body2" sx={{ mb: 1, minHeight: '1.5em' }}>
                  {notice}
                </Typography>
                {editing ? (
                  <>
                    <Button size="small" onClick={() => setSelected(null)} sx={{ mb: 1 }}>
                      ← All pins
                    </Button>
                    <PinEditor
                      key={editing.id}
                      pin={editing}
                      qrEnabled={project.data?.isQREnabled ?? false}
                      onClosed={() => {
                        setSelected(null);
                        setNotice('Pin deleted');
                      }}
                    />
                  </>
                ) : (
                  <>
                    <Button variant="contained" fullWidth onClick={() => add(centre.lat, centre.long)}>
                      Add pin at map centre
                    </Button>
                    <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                      Or click the map where the pin belongs. {list.length} pins.
                    </Typography>
                    {list.length === 0 ? (
                      <EmptyState title="No pins yet" hint="Click the map to add the first pin." />
                    ) : (
                      <Box component="nav" aria-label="Pins">
                        <List dense>
                          {list.slice(0, 200).map((p) => (
                            <ListItem key={p.id} disablePadding>
                              <ListItemButton onClick={() => setSelected(p.pinKey)}>
                                <ListItemText
                                  primary={p.title || p.pinKey}
                                  secondary={`${p.pinType} · ${p.location.geoPoint.lat.toFixed(4)}, ${p.location.geoPoint.long.toFixed(4)}`}
                                />
                              </ListItemButton>
                            </ListItem>
                          ))}
                        </List>
                      </Box>
                    )}
                  </>
                )}
              </Paper>
            </Stack>
          )}
        </QueryState>
      )}
    </PageSection>
  );
}
