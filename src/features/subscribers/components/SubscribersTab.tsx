import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingDialog } from '../../../components/LoadingDialog';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { TextInput } from '../../../components/TextInput';
import { useListAutomations } from '../../drip';
import type { WithId } from '../../../lib/converter';
import { formatDate } from '../../../kernel/dates';
import { messageOf } from '../../../lib/errors';
import {
  exportCsv,
  CONFIRMATION_LABELS,
  DEFAULT_SORT,
  sortsByAnyColumn,
  type SortField,
  type SubscriberSort,
  STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberFilter,
  type SubscriberStatus,
} from '../model';
import {
  useBulkUpdate,
  useCustomFields,
  useExportSubscribers,
  useRemoveSubscriber,
  useSendConfirmations,
  useSubscriberCount,
  useSubscriberLists,
  useSubscriberPage,
} from '../queries';
import { countIsExact as countIsExactFor, type BulkAction, type Cursor } from '../service';
import { MatchingBulkBar } from './MatchingBulkBar';
import { SubscriberDialog } from './SubscriberDialog';
import { SelectInput } from '../../../components/SelectInput';
import { FilterSelect } from '../../../components/FilterSelect';
import { optionsOf } from '../../../components/option-items';

// The import (its CSV reader, column mapping and row checks) loads when "Import CSV" is pressed, not with the list.
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

const PAGE_SIZE = 25;
const STATUS_COLOR: Record<SubscriberStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  subscribed: 'success',
  unsubscribed: 'default',
  bounced: 'error',
};

/** The subscribers of one organisation: a filtered table read a page at a time, with its actions. */
export function SubscribersTab({ organisationId }: { organisationId: string }) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [listId, setListId] = useState('');
  const [sort, setSort] = useState<SubscriberSort>(DEFAULT_SORT);
  // Paging and selection belong to one filter: a new filter starts again at page one with nothing selected.
  const [paging, setPaging] = useState<{ key: string; index: number; cursors: (Cursor | null)[] }>({
    key: '',
    index: 0,
    cursors: [null],
  });
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const [editing, setEditing] = useState<WithId<Subscriber> | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<{ row: WithId<Subscriber>; erase: boolean } | null>(null);
  const [bulkList, setBulkList] = useState('');
  const [bulkAutomations, setBulkAutomations] = useState(false);
  const automations = useListAutomations(organisationId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Typing settles for a moment before the query changes; each change of filter starts again at page one.
  useEffect(() => {
    const t = setTimeout(() => setSearch(searchInput.trim()), 300);
    return () => clearTimeout(t);
  }, [searchInput]);
  const filter: SubscriberFilter = useMemo(
    () => ({
      organisationId,
      ...(status ? { status } : {}),
      ...(listId ? { listId } : {}),
      ...(search ? { search } : {}),
      sort,
    }),
    [organisationId, status, listId, search, sort],
  );
  // The total does not depend on the order: a new order keeps the count already read.
  const countFilter = useMemo(() => ({ ...filter, sort: undefined }), [filter]);
  const anyColumn = sortsByAnyColumn(filter);
  const countIsExact = countIsExactFor(filter);
  const sortBy = (field: SortField) =>
    setSort((s) =>
      s.field === field
        ? { field, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' },
    );
  // A search comes in address order (model.ts sortsByAnyColumn): the other columns do not sort it.
  const shownSort: SubscriberSort = anyColumn
    ? sort
    : { field: 'email', direction: sort.field === 'email' ? sort.direction : 'asc' };
  const sortHeader = (field: SortField, label: string) => {
    const active = shownSort.field === field;
    const can = anyColumn || field === 'email';
    return (
      <TableCell
        aria-sort={active ? (shownSort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
        sx={{ fontWeight: 600 }}
      >
        {can ? (
          <TableSortLabel
            active={active}
            direction={active ? shownSort.direction : 'asc'}
            onClick={() => sortBy(field)}
          >
            {label}
          </TableSortLabel>
        ) : (
          label
        )}
      </TableCell>
    );
  };
  const filterKey = JSON.stringify(filter);
  const { index: pageIndex, cursors } =
    paging.key === filterKey ? paging : { index: 0, cursors: [null] as (Cursor | null)[] };
  const selected = selection.key === filterKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => {
    setSelection({ key: filterKey, ids });
    if (ids.size === 0) setAllMatching('');
  };
  // "Select all N matching": every subscriber the filter matches, not only the page; belongs to one filter.
  const [allMatchingKey, setAllMatching] = useState('');
  const allMatching = allMatchingKey === filterKey;
  const clearAll = useCallback(() => {
    setAllMatching('');
    setSelection({ key: '', ids: new Set() });
  }, []);

  const lists = useSubscriberLists(organisationId);
  const listNames = useMemo(() => new Map((lists.data ?? []).map((l) => [l.id, l.name])), [lists.data]);
  const listOptions = useMemo(
    () => (lists.data ?? []).map((l) => ({ value: l.id, label: l.name })),
    [lists.data],
  );
  // Custom fields are columns only when asked for: an organisation may keep up to 20 of them.
  const customFields = useCustomFields(organisationId);
  const [shownFieldKeys, setShownFieldKeys] = useState<string[]>([]);
  const shownFields = (customFields.data ?? []).filter((f) => shownFieldKeys.includes(f.key));
  const page = useSubscriberPage(filter, PAGE_SIZE, pageIndex, cursors[pageIndex] ?? null);
  const total = useSubscriberCount(countFilter);
  const remove = useRemoveSubscriber(organisationId);
  const bulk = useBulkUpdate();
  const askToConfirm = useSendConfirmations(organisationId);
  const exporter = useExportSubscribers();
  const exporting = exporter.isPending;

  const rows = page.data?.rows ?? [];
  const next = () => {
    if (!page.data?.hasMore) return;
    setPaging({
      key: filterKey,
      index: pageIndex + 1,
      cursors: [...cursors.slice(0, pageIndex + 1), page.data.last],
    });
    setSelected(new Set());
  };
  const previous = () => {
    setPaging({ key: filterKey, index: Math.max(0, pageIndex - 1), cursors });
    setSelected(new Set());
  };
  const toggle = (id: string) => {
    const n = new Set(selected);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    setSelected(n);
  };
  const runBulk = (action: BulkAction, words: string) =>
    bulk.mutate(
      { ids: [...selected], action },
      {
        onSuccess: (_d, v) => {
          setOutcome({
            ok: true,
            text: `${words}: ${v.ids.length} subscriber${v.ids.length === 1 ? '' : 's'}`,
          });
          setSelected(new Set());
        },
        onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
      },
    );
  // A double opt-in list is joined only by the person's own confirmation, also when staff add them.
  const targetList = (lists.data ?? []).find((l) => l.id === bulkList);
  const targetAutomations = targetList?.doubleOptIn ? [] : (automations.byList.get(bulkList) ?? []);
  const ask = (listId?: string) =>
    askToConfirm.mutate(
      { ids: [...selected], ...(listId ? { listId } : {}) },
      {
        onSuccess: ({ sent, skipped }) => {
          const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
          const why = listId
            ? 'already on the list, not subscribed, or unreachable'
            : 'not pending, or unreachable';
          setOutcome({
            ok: true,
            text:
              `${listId ? `Asked ${people(sent)} to confirm joining ${targetList?.name ?? 'the list'}` : `Confirmation e-mail sent to ${people(sent)}`}` +
              (skipped ? `; ${people(skipped)} skipped (${why})` : ''),
          });
          setSelected(new Set());
        },
        onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
      },
    );
  const busy = bulk.isPending || askToConfirm.isPending;
  const download = () =>
    exporter.mutate(filter, {
      onSuccess: (all) => {
        const blob = new Blob([exportCsv(all, listNames)], { type: 'text/csv;charset=utf-8' });
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = 'subscribers.csv';
        a.click();
        URL.revokeObjectURL(a.href);
        setOutcome({ ok: true, text: `Exported ${all.length} subscribers` });
      },
      onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
    });

  return (
    <>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add subscriber
        </Button>
        <Button variant="outlined" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button variant="outlined" onClick={download} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextInput
          size="small"
          label="Search"
          placeholder="Part of an address or name"
          helperText={
            searchInput.trim().length > 0 && searchInput.trim().length < 3
              ? 'One or two letters find the start of a word'
              : undefined
          }
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          sx={{ minWidth: 260 }}
        />
        <FilterSelect
          label="Filter by list"
          value={listId}
          onChange={setListId}
          allLabel="All lists"
          options={listOptions}
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={setStatus}
          allLabel="All statuses"
          options={optionsOf(SUBSCRIBER_STATUSES, STATUS_LABELS)}
          minWidth={180}
        />
        {(customFields.data?.length ?? 0) > 0 && (
          <SelectInput
            size="small"
            label="Custom field columns"
            value={shownFieldKeys}
            onChange={(e) => setShownFieldKeys(e.target.value as unknown as string[])}
            slotProps={{ select: { multiple: true } }}
            sx={{ minWidth: 200 }}
          >
            {(customFields.data ?? []).map((f) => (
              <MenuItem key={f.key} value={f.key}>
                {f.label}
              </MenuItem>
            ))}
          </SelectInput>
        )}
      </Stack>
      {selected.size > 0 && rows.length > 0 && rows.every((r) => selected.has(r.id)) && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {allMatching ? (
            <>
              <Typography>
                All {countIsExact ? '' : 'up to '}
                {(total.data ?? 0).toLocaleString('en-GB')} matching subscribers are selected.
              </Typography>
              <Button onClick={clearAll}>Clear selection</Button>
            </>
          ) : (
            (page.data?.hasMore || pageIndex > 0) &&
            total.data !== undefined && (
              <>
                <Typography>All {rows.length} on this page are selected.</Typography>
                <Button onClick={() => setAllMatching(filterKey)}>
                  Select all {countIsExact ? '' : 'up to '}
                  {total.data.toLocaleString('en-GB')} matching
                </Button>
              </>
            )
          )}
        </Stack>
      )}
      {allMatching && total.data !== undefined && (
        <MatchingBulkBar
          filter={filter}
          count={total.data}
          exact={countIsExact}
          lists={lists.data ?? []}
          onOutcome={setOutcome}
          onFinished={clearAll}
        />
      )}
      {selected.size > 0 && !allMatching && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ mr: 1 }}>{selected.size} selected</Typography>
            <FilterSelect label="Target list" value={bulkList} onChange={setBulkList} options={listOptions} />
            <Button
              disabled={!bulkList || busy}
              onClick={() =>
                targetList?.doubleOptIn
                  ? ask(bulkList)
                  : runBulk(
                      {
                        kind: 'addToList',
                        listId: bulkList,
                        startAutomations: bulkAutomations && targetAutomations.length > 0,
                      },
                      bulkAutomations && targetAutomations.length > 0
                        ? 'Added to the list, automations started'
                        : 'Added to the list',
                    )
              }
            >
              {targetList?.doubleOptIn ? 'Ask to join list' : 'Add to list'}
            </Button>
            {targetAutomations.length > 0 && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={bulkAutomations}
                    onChange={(e) => setBulkAutomations(e.target.checked)}
                  />
                }
                label={`Start ${targetAutomations.map((n) => `“${n}”`).join(' and ')} for them`}
              />
            )}
            <Button
              disabled={!bulkList || busy}
              onClick={() => runBulk({ kind: 'removeFromList', listId: bulkList }, 'Removed from the list')}
            >
              Remove from list
            </Button>
            <Button disabled={busy} onClick={() => ask()}>
              Send confirmation
            </Button>
            <Button
              color="warning"
              disabled={busy}
              onClick={() => runBulk({ kind: 'unsubscribe' }, 'Unsubscribed')}
            >
              Unsubscribe
            </Button>
          </Stack>
        </Paper>
      )}
      {search && !anyColumn && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Search results are in address order.
        </Typography>
      )}
      <Typography sx={{ mb: 1 }} aria-live="polite" data-testid="subscriber-total">
        {total.data === undefined
          ? 'Counting…'
          : `${countIsExact ? '' : 'Up to '}${total.data.toLocaleString('en-GB')} subscribers`}
      </Typography>
      <QueryState
        query={page}
        loadingLabel="Loading subscribers"
        errorText="The subscribers could not be loaded"
      >
        {() =>
          rows.length === 0 ? (
            <Typography sx={{ py: 4 }}>No subscribers match.</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Subscribers">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                        checked={rows.length > 0 && rows.every((r) => selected.has(r.id))}
                        onChange={(e) =>
                          setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                        }
                      />
                    </TableCell>
                    {sortHeader('email', 'Address')}
                    {sortHeader('name', 'Name')}
                    {sortHeader('status', 'Status')}
                    <TableCell>Lists</TableCell>
                    {shownFields.map((f) => (
                      <TableCell key={f.key}>{f.label}</TableCell>
                    ))}
                    <TableCell>Consent</TableCell>
                    {sortHeader('createdAt', 'Added')}
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.id} data-testid="subscriber-row" hover>
                      <TableCell padding="checkbox">
                        <Checkbox
                          slotProps={{ input: { 'aria-label': `Select ${r.email}` } }}
                          checked={selected.has(r.id)}
                          onChange={() => toggle(r.id)}
                        />
                      </TableCell>
                      <TableCell>{r.email}</TableCell>
                      <TableCell>{r.name}</TableCell>
                      <TableCell>
                        <Chip size="small" label={STATUS_LABELS[r.status]} color={STATUS_COLOR[r.status]} />
                      </TableCell>
                      <TableCell>{r.lists.map((l) => listNames.get(l) ?? l).join(', ')}</TableCell>
                      {shownFields.map((f) => (
                        <TableCell key={f.key}>{r.customFields?.[f.key] ?? ''}</TableCell>
                      ))}
                      <TableCell>
                        {r.consent.source} · {formatDate(r.consent.at)}
                        {r.consent.confirmedBy && ` · ${CONFIRMATION_LABELS[r.consent.confirmedBy]}`}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.createdAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit ${r.email}`}>
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRemoving({ row: r, erase: false })}
                          aria-label={`Delete ${r.email}`}
                        >
                          Delete
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRemoving({ row: r, erase: true })}
                          aria-label={`Erase ${r.email}`}
                        >
                          Erase
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2">Page {pageIndex + 1}</Typography>
        <Button onClick={previous} disabled={pageIndex === 0 || page.isFetching}>
          Previous page
        </Button>
        <Button onClick={next} disabled={!page.data?.hasMore || page.isFetching}>
          Next page
        </Button>
      </Stack>
      {editing && (
        <SubscriberDialog
          organisationId={organisationId}
          lists={lists.data ?? []}
          fields={customFields.data ?? []}
          existing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setOutcome({ ok: true, text });
          }}
        />
      )}
      {importing && (
        <Suspense
          fallback={
            <LoadingDialog
              title="Import subscribers from CSV"
              maxWidth="md"
              onClose={() => setImporting(false)}
            />
          }
        >
          <ImportDialog
            organisationId={organisationId}
            lists={lists.data ?? []}
            onClose={() => setImporting(false)}
            onDone={(text) => setOutcome({ ok: true, text })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!removing}
        title={removing?.erase ? 'Erase this subscriber?' : 'Delete this subscriber?'}
        message={
          removing?.erase
            ? `${removing.row.email} is removed and never e-mailed again: only a suppression entry (a one-way hash of the address) is kept, so no import or form adds it back.`
            : `${removing?.row.email ?? ''} is removed from this organisation's subscribers.`
        }
        confirmLabel={removing?.erase ? 'Erase' : 'Delete'}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: (_d, v) => {
              setOutcome({ ok: true, text: `${v.erase ? 'Erased' : 'Deleted'} ${v.row.email}` });
              setRemoving(null);
            },
            onError: (e) => {
              setOutcome({ ok: false, text: messageOf(e) });
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
