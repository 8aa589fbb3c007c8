import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListTable, type ListColumn } from '../../../components/ListTable';
import { QueryState } from '../../../components/QueryState';
import { SelectedProjectPage, type ProjectRow } from '../../projects';
import {
  CONSENT_STATES,
  consentState,
  registerRow,
  REGISTER_COLUMNS,
  STATE_WORDS,
  type ConsentState,
} from '../consent';
import type { ConsentRecord } from '../model';
import { useProjectConsentRecords, useProjectRecordings } from '../queries';
import type { RecordingRow } from '../service';
import { ConsentChip } from './ConsentSummary';

type Filter = ConsentState | 'all';

/** A register line: the recording and its private consent record (names, reasons), read apart. */
type RegisterLine = RecordingRow & { record?: ConsentRecord | undefined };

/** Every register column as text (what the table shows, searches and puts in the CSV), consent as a chip. */
const COLUMNS: ListColumn<RegisterLine>[] = REGISTER_COLUMNS.map((header, i) => ({
  id: header,
  header,
  text: (r: RegisterLine) => registerRow(r, r.record)[i] ?? '',
  value: (r: RegisterLine) => registerRow(r, r.record)[i] ?? '',
  ...(header === 'Consent' ? { render: (r: RegisterLine) => <ConsentChip state={consentState(r)} /> } : {}),
}));

/**
 * /consent-register: every recording of the selected project with its consent (recorded, missing or withdrawn),
 * the uses, licence, guardian and dates: what a school or archive asks to see, and downloads as CSV.
 */
export default function ConsentRegisterScreen() {
  return (
    <SelectedProjectPage
      title="Consent Register"
      intro={(p) =>
        p ? `Consent for every recording of ${p.projectName}.` : 'Consent for every recording of a project.'
      }
      loadingLabel="Loading the consent register"
      empty={{
        title: 'No project selected',
        hint: 'Choose a project you manage to see its consent register.',
      }}
    >
      {(project) => <Register project={project} />}
    </SelectedProjectPage>
  );
}

function Register({ project }: { project: ProjectRow }) {
  const ids = useMemo(() => [project.id], [project.id]);
  const recordings = useProjectRecordings(ids);
  // The names are in the private records: one query for the whole project, not one read per recording.
  const records = useProjectConsentRecords(project.id);
  return (
    <QueryState
      query={recordings}
      loadingLabel="Loading the recordings"
      rows={6}
      errorText="The recordings could not be loaded"
      empty={<EmptyState title="No recordings" hint={`${project.projectName} has no recordings yet.`} />}
    >
      {(recs) => (
        <QueryState
          query={records}
          loadingLabel="Loading the consent records"
          rows={6}
          errorText="The consent records could not be loaded"
        >
          {(byId) => (
            <RegisterTable project={project} rows={recs.map((r) => ({ ...r, record: byId.get(r.id) }))} />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function RegisterTable({ project, rows }: { project: ProjectRow; rows: RegisterLine[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const count = (s: ConsentState) => rows.filter((r) => consentState(r) === s).length;
  const shown = filter === 'all' ? rows : rows.filter((r) => consentState(r) === filter);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_, v: Filter | null) => v && setFilter(v)}
        aria-label="Show recordings by consent"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All ({rows.length})</ToggleButton>
        {CONSENT_STATES.map((s) => (
          <ToggleButton key={s} value={s}>
            {STATE_WORDS[s]} ({count(s)})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary" role="status">
          No recordings of {project.projectName} are in this state.
        </Typography>
      ) : (
        <ListTable
          key={filter}
          rows={shown}
          columns={COLUMNS}
          label={`Consent register ${project.id}`}
          getRowId={(r) => r.id}
          initialSort={{ id: 'Title', direction: 'asc' }}
        />
      )}
    </>
  );
}
