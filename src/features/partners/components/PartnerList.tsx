import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { localDayIso } from '../../../kernel/dates';
import {
  dayText,
  filterRows,
  isDue,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  STATUS_LABELS,
  TYPE_LABELS,
  type PartnerFilter,
  type PartnerRow,
  type PartnerStatus,
} from '../model';
import { StatusChip } from './StatusChip';
import { FilterSelect } from '../../../components/FilterSelect';
import { optionsOf } from '../../../components/option-items';

/**
 * The partners: every organisation for a super admin (a prospect until its record is saved), an organisation's
 * own for its staff; filtered by status and type, sorted by any column, opened one at a time.
 */
export function PartnerList({
  query,
  isSuperAdmin,
  onOpen,
}: {
  query: UseQueryResult<PartnerRow[]>;
  isSuperAdmin: boolean;
  onOpen: (row: PartnerRow) => void;
}) {
  const [filter, setFilter] = useState<PartnerFilter>({ status: 'all', type: 'all' });
  const today = localDayIso();
  const columns = useMemo<GridColDef<PartnerRow>[]>(
    () => [
      { field: 'name', headerName: 'Organisation', flex: 1.4, minWidth: 200 },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        valueGetter: (_v, row) => STATUS_LABELS[row.partner.status],
        renderCell: ({ row }) => <StatusChip status={row.partner.status} saved={row.saved} />,
      },
      {
        field: 'type',
        headerName: 'Type',
        width: 150,
        valueGetter: (_v, row) => TYPE_LABELS[row.partner.type],
      },
      {
        field: 'contact',
        headerName: 'Main contact',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => row.partner.mainContact.name,
      },
      {
        field: 'nextActionDate',
        headerName: 'Next action',
        width: 150,
        // Sorted by the day itself (YYYY-MM-DD sorts as dates do), shown the British way.
        valueGetter: (_v, row) => row.partner.nextActionDate ?? '',
        renderCell: ({ row }) =>
          row.partner.nextActionDate ? (
            isDue(row.partner.nextActionDate, today) ? (
              <Chip size="small" color="warning" label={`Due ${dayText(row.partner.nextActionDate)}`} />
            ) : (
              dayText(row.partner.nextActionDate)
            )
          ) : (
            ''
          ),
      },
      {
        field: 'actions',
        headerName: '',
        width: 100,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => onOpen(row)} aria-label={`Open ${row.name}`}>
            Open
          </Button>
        ),
      },
    ],
    [onOpen, today],
  );

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Partnerships
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isSuperAdmin
          ? 'Every organisation as a partner: open one to keep its contact, timeline and impact report.'
          : 'Your organisation as a partner: its contact, timeline, figures and impact report.'}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.status}
          onChange={(_, v: PartnerStatus | 'all' | null) => v && setFilter((f) => ({ ...f, status: v }))}
          aria-label="Show partners by status"
        >
          <ToggleButton value="all">All</ToggleButton>
          {PARTNER_STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {STATUS_LABELS[s]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FilterSelect
          label="Partner type"
          value={filter.type}
          onChange={(type) => setFilter((f) => ({ ...f, type }))}
          options={[{ value: 'all', label: 'All types' }, ...optionsOf(PARTNER_TYPES, TYPE_LABELS)]}
        />
      </Stack>
      <QueryState
        query={query}
        loadingLabel="Loading partners"
        errorText="The partners could not be loaded"
        empty="No organisations yet"
      >
        {(all) => (
          <AdminDataGrid
            label="Partners"
            rows={filterRows(all, filter)}
            columns={columns}
            csvFileName="partners"
            initialSort={[{ field: 'name', sort: 'asc' }]}
            noRowsText="No partners match these filters"
            rowAttributes={(row) => ({
              'data-testid': 'partner-row',
              'data-status': row.partner.status,
            })}
          />
        )}
      </QueryState>
    </PageSection>
  );
}
