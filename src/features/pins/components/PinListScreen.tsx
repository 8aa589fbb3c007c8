import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { FilterSelect } from '../../../components/FilterSelect';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { ProjectPicker, useProject, useSelectedProjectId } from '../../projects';
import { filterRows, sortRows, toCsv, type PinColumn, type SortDirection } from '../pin-table';
import { usePin, usePinRows } from '../queries';
import { PinEditor } from './PinEditor';
import { VirtualPinTable } from './VirtualPinTable';
import { optionsOf } from '../../../components/option-items';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

/** `/pin-list-view`: every pin of the selected project, sortable, filterable, exportable, fast at 10,000. */
export default function PinListScreen() {
  const projectId = useSelectedProjectId();
  const project = useProject(projectId);
  const pins = usePinRows(projectId);
  const [text, setText] = useState('');
  const [pinType, setPinType] = useState('');
  const [sort, setSort] = useState<{ column: PinColumn; direction: SortDirection }>({
    column: 'pinKey',
    direction: 'asc',
  });
  const [open, setOpen] = useState<string | null>(null);
  const search = useDeferredValue(text);

  const all = useMemo(() => pins.data ?? [], [pins.data]);
  const types = useMemo(() => optionsOf([...new Set(all.map((r) => r.pinType))].sort()), [all]);
  const rows = useMemo(
    () => sortRows(filterRows(all, search, pinType || null), sort.column, sort.direction),
    [all, search, pinType, sort],
  );
  const editing = usePin(open);

  // npm run perf measures from the data's arrival (pins:loaded) to the first frame showing these rows.
  useEffect(() => {
    if (all.length > 0) requestAnimationFrame(() => performance.mark('pin-list:rendered'));
  }, [all]);

  const onSort = (column: PinColumn) =>
    setSort((s) => ({ column, direction: s.column === column && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <PageSection wide>
      <Typography variant="h1" gutterBottom>
        Pin List
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <ProjectPicker />
        <TextInput
          size="small"
          label="Search pins"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <FilterSelect
          label="Type"
          value={pinType}
          onChange={setPinType}
          allLabel="All types"
          options={types}
          minWidth={160}
        />
        <Button
          variant="outlined"
          disabled={rows.length === 0}
          onClick={() => download(`pins-${projectId ?? 'project'}.csv`, toCsv(rows))}
        >
          Export CSV
        </Button>
      </Stack>
      {!projectId ? (
        <EmptyState title="No project to show" hint="Projects you may see appear here once they exist." />
      ) : (
        <QueryState
          query={pins}
          loadingLabel="Loading pins"
          empty={
            <EmptyState
              title="This project has no pins yet"
              hint="Add pins by clicking on the map in Map View."
            />
          }
        >
          {() => (
            <>
              <Typography variant="body2" role="status" sx={{ mb: 1 }}>
                {rows.length === all.length
                  ? `${all.length.toLocaleString('en-GB')} pins`
                  : `${rows.length.toLocaleString('en-GB')} of ${all.length.toLocaleString('en-GB')} pins`}
              </Typography>
              {rows.length === 0 ? (
                <EmptyState title="No pins match" hint="Try other words or another type." />
              ) : (
                <VirtualPinTable rows={rows} sort={sort} onSort={onSort} onOpen={setOpen} />
              )}
            </>
          )}
        </QueryState>
      )}
      <Dialog open={Boolean(open)} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogContent>
          <QueryState
            query={editing}
            rows={3}
            loadingLabel="Loading the pin"
            isEmpty={(pin) => !pin}
            empty={<Alert severity="warning">This pin no longer exists.</Alert>}
          >
            {(pin) =>
              pin && (
                <PinEditor
                  key={pin.id}
                  pin={pin}
                  qrEnabled={project.data?.isQREnabled ?? false}
                  onClosed={() => setOpen(null)}
                />
              )
            }
          </QueryState>
        </DialogContent>
      </Dialog>
    </PageSection>
  );
}
