import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { ProjectPicker, useSelectedProjectId } from '../../projects';
import type { Pin } from '../model';
import { branchesOf, numberBranch } from '../pin-order';
import { pinKeys, usePins } from '../queries';
import { savePinOrder } from '../service';
import { BranchList } from './BranchList';

/** `/branch-view`: the branches of the selected project's pin order; reorder within a branch and save. */
export default function BranchViewScreen() {
  const client = useQueryClient();
  const projectId = useSelectedProjectId();
  const pins = usePins(projectId);
  const { branches, unordered } = useMemo(() => branchesOf(pins.data ?? []), [pins.data]);
  // Unsaved orders per branch (keys in their new order); saved ones fall back to the data.
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [announcement, setAnnouncement] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = Object.keys(edits).length > 0;

  const byKey = useMemo(() => new Map<string, Pin>((pins.data ?? []).map((p) => [p.pinKey, p])), [pins.data]);
  const ordered = (name: string, list: Pin[]) => {
    const keys = edits[name];
    if (!keys) return list;
    return keys.flatMap((k) => byKey.get(k) ?? []);
  };
  // A branch that exists only in unsaved edits (pins just appended to it) is shown too.
  const shown = [
    ...branches,
    ...Object.keys(edits)
      .filter((name) => !branches.some((b) => b.name === name))
      .map((name) => ({ name, pins: [] as Pin[] })),
  ];
  const editedKeys = new Set(Object.values(edits).flat());
  const stillUnordered = unordered.filter((p) => !editedKeys.has(p.pinKey));
  const appendToMain = () =>
    setEdits((e) => ({
      ...e,
      main: [
        ...(e.main ?? branches.find((b) => b.name === 'main')?.pins.map((p) => p.pinKey) ?? []),
        ...stillUnordered.map((p) => p.pinKey),
      ],
    }));

  async function save() {
    setBusy(true);
    setStatus(null);
    try {
      const entries = Object.entries(edits).flatMap(([name, keys]) => numberBranch(name, keys));
      const written = await savePinOrder(entries);
      await client.invalidateQueries({ queryKey: pinKeys.all });
      setEdits({});
      setStatus({ ok: true, text: `Pin order saved (${written} pins)` });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) }); // the edits stay, so saving again retries them
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Branch View
        </Typography>
        <ProjectPicker />
        <Button variant="contained" disabled={!changed || busy} onClick={() => void save()}>
          Save order
        </Button>
        <Button disabled={!changed || busy} onClick={() => setEdits({})}>
          Discard changes
        </Button>
      </Stack>
      <Box sx={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </Box>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {status.text}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Drag pins to reorder them, or focus a pin and press Alt+↑ / Alt+↓.
      </Typography>
      {!projectId ? (
        <EmptyState title="No project to show" />
      ) : pins.isPending ? (
        <LoadingRows label="Loading pins" />
      ) : pins.isError ? (
        <Alert severity="error">{messageOf(pins.error)}</Alert>
      ) : branches.length === 0 && unordered.length === 0 ? (
        <EmptyState title="This project has no pins yet" hint="Add pins in Map View." />
      ) : (
        <Grid container spacing={2}>
          {shown.map((b) => (
            <Grid key={b.name} size={{ xs: 12, md: 6, lg: 4 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                    Branch {b.name} {edits[b.name] ? '(unsaved)' : ''}
                  </Typography>
                  <BranchList
                    name={b.name}
                    pins={ordered(b.name, b.pins)}
                    onChange={(keys) => setEdits((e) => ({ ...e, [b.name]: keys }))}
                    announce={setAnnouncement}
                  />
                </CardContent>
              </Card>
            </Grid>
          ))}
          {stillUnordered.length > 0 && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                    Not in any branch ({stillUnordered.length})
                  </Typography>
                  <Button size="small" sx={{ my: 1 }} onClick={appendToMain}>
                    Append all to branch main
                  </Button>
                  {stillUnordered.slice(0, 100).map((p) => (
                    <Typography key={p.pinKey} variant="body2">
                      {p.title || p.pinKey}
                    </Typography>
                  ))}
                </CardContent>
              </Card>
            </Grid>
          )}
        </Grid>
      )}
    </PageSection>
  );
}
