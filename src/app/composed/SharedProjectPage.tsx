import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { LoadingRows } from '../../components/LoadingRows';
import { PageSection } from '../../components/PageSection';
import { QueryState } from '../../components/QueryState';
import { PinMap, usePins } from '../../features/pins';
import { MAP_MARKER_LIMIT } from '../../features/pins/model';
import { levelWords, sharedVia, useSharedProjects, type SharedProject } from '../../features/projects';
import { RecordingCard, usePublishedRecordings } from '../../features/recordings';
import type { Recording } from '../../features/recordings/model';

const backLink = (
  <Button component={RouterLink} to="/shared-with-me">
    ← Shared with me
  </Button>
);

/**
 * A project shared with the signed-in person, read only: its pins on the map and its recordings. The app puts
 * the pins and recordings areas on one page (features do not import each other's screens); there are no edit
 * actions here, and the rules would refuse any write anyway.
 */
export default function SharedProjectPage() {
  const { projectId = '' } = useParams();
  const shared = useSharedProjects();
  return (
    <PageSection wide>
      {backLink}
      <QueryState
        query={shared}
        loadingLabel="Loading the project"
        rows={4}
        errorText="The project could not be loaded"
        isEmpty={(rows) => !rows.some((r) => r.project.id === projectId)}
        empty={
          <EmptyState
            title="This project is not shared with you"
            hint="It may have been withdrawn, or the link is for someone else. The projects shared with you are listed on Shared with me."
            action={backLink}
          />
        }
      >
        {(rows) => <SharedProjectView shared={rows.find((r) => r.project.id === projectId)!} />}
      </QueryState>
    </PageSection>
  );
}

function SharedProjectView({ shared }: { shared: SharedProject }) {
  const { project } = shared;
  const pins = usePins(project.id);
  // Published ones only: one under review, or whose consent was withdrawn, is not the readers' to hear.
  const recordings = usePublishedRecordings(project.id);
  const [selected, setSelected] = useState<string | null>(null);
  const shown = (r: Recording) => !selected || r.pinKey === selected;
  const pinList = useMemo(() => pins.data ?? [], [pins.data]);
  const titleOf = (pinKey: string) => pinList.find((p) => p.pinKey === pinKey)?.title || pinKey;
  const countAt = useMemo(() => {
    const counts = new Map<string, number>();
    for (const r of recordings.data ?? []) counts.set(r.pinKey ?? '', (counts.get(r.pinKey ?? '') ?? 0) + 1);
    return counts;
  }, [recordings.data]);

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem', mt: 1 }}>
        {project.projectName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {levelWords(shared.accessLevel)} · {sharedVia(shared)}
      </Typography>

      <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        Pins
      </Typography>
      <QueryState
        query={pins}
        loadingLabel="Loading pins"
        rows={6}
        errorText="The pins could not be loaded"
        empty="This project has no pins yet"
      >
        {(list) => (
          <>
            {list.length > MAP_MARKER_LIMIT && (
              <Alert severity="info" sx={{ mb: 2 }}>
                The map shows the first {MAP_MARKER_LIMIT.toLocaleString('en-GB')} of{' '}
                {list.length.toLocaleString('en-GB')} pins.
              </Alert>
            )}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
              <Paper variant="outlined" sx={{ flexGrow: 1, height: { xs: 320, md: 440 } }}>
                <Suspense fallback={<LoadingRows label="Loading map" />}>
                  <PinMap
                    projectId={project.id}
                    pins={list}
                    selected={selected}
                    onSelect={setSelected}
                    label={`Map of the pins of ${project.projectName}. Choose a pin to see its recordings.`}
                  />
                </Suspense>
              </Paper>
              <Paper
                variant="outlined"
                sx={{ width: { md: 320 }, flexShrink: 0, overflowY: 'auto', maxHeight: { md: 440 } }}
              >
                <List dense aria-label="Pins of this project">
                  {list.map((pin) => (
                    <ListItem key={pin.pinKey} disablePadding>
                      <ListItemButton
                        selected={pin.pinKey === selected}
                        aria-pressed={pin.pinKey === selected}
                        onClick={() => setSelected(pin.pinKey === selected ? null : pin.pinKey)}
                      >
                        <ListItemText
                          primary={pin.title || pin.pinKey}
                          secondary={`${countAt.get(pin.pinKey) ?? 0} recording${countAt.get(pin.pinKey) === 1 ? '' : 's'}`}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Paper>
            </Stack>
          </>
        )}
      </QueryState>

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', flexGrow: 1 }} aria-live="polite">
          {selected ? `Recordings at ${titleOf(selected)}` : 'Recordings'}
        </Typography>
        {selected && <Button onClick={() => setSelected(null)}>Show all recordings</Button>}
      </Stack>
      <QueryState
        query={recordings}
        loadingLabel="Loading recordings"
        rows={3}
        errorText="The recordings could not be loaded"
        isEmpty={(all) => !all.some(shown)}
        empty={selected ? 'No recordings at this pin yet' : 'This project has no recordings yet'}
      >
        {(all) =>
          all
            .filter(shown)
            .map((r) => <RecordingCard key={r.id} recording={r} projectName={project.projectName} />)
        }
      </QueryState>
    </>
  );
}
