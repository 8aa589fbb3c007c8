import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { EmptyState } from '../../../components/EmptyState';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { ProjectPicker, useSelectedProjectId } from '../../projects';
import type { Pin } from '../model';
import { branchesOf, numberBranch } from '../pin-order';
import { usePins, useSavePinOrder } from '../queries';
import { BranchList } from './BranchList';

/** `/branch-view`: the branches of the selected project's pin order; reorder within a branch and save. */
export default function BranchViewScreen() {
  const projectId = useSelectedProjectId();
  const pins = usePins(projectId);
  const { branches, unordered } = useMemo(() => branchesOf(pins.data ?? []), [pins.data]);
  // Unsaved orders per branch (keys in their new order); saved ones fall back to the data.
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [announcement, setAnnouncement] = useState('');
  const saveOrder = useSavePinOrder();
  const busy = saveOrder.isPending;
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

  function save() {
    const entries = Object.entries(edits).flatMap(([name, keys]) => numberBranch(name, keys));
    // On failure the edits stay, so saving again retries them.
    saveOrder.mutate(entries, { onSuccess: () => setEdits({}) });
  }

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Branch View
        </Typography>
        <ProjectPicker />
        <Button variant="contained" disabled={!changed || busy} onClick={save}>
          Save order
        </Button>
        <Button disabled={!changed || busy} onClick={() => setEdits({})}>
          Discard changes
        </Button>
      </Stack>
      <Box sx={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </Box>
      <OutcomeNotice
        outcome={outcomeOf(saveOrder, (written) => `Pin order saved (${written} pins)`)}
        onClose={() => saveOrder.reset()}
      />
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Drag pins to reorder them, or focus a pin and press Alt+↑ / Alt+↓.
      </Typography>
      {!projectId ? (
        <EmptyState title="No project to show" />
      ) : (
        <QueryState
          query={pins}
          loadingLabel="Loading pins"
          isEmpty={() => branches.length === 0 && unordered.length === 0}
          empty={<EmptyState title="This project has no pins yet" hint="Add pins in Map View." />}
        >
          {() => (
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
        </QueryState>
      )}
    </PageSection>
  );
}
