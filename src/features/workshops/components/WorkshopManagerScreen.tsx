import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { TabRow } from '../../../components/TabRow';
import { actorOf, can } from '../../../kernel/permissions';
import { useSession } from '../../session';
import { allowedActions, type Workshop, type WorkshopAction } from '../model';
import {
  todayIso,
  useAssignFacilitators,
  useCancelWorkshop,
  useSaveWorkshop,
  useWorkshops,
} from '../queries';
import { AssignDialog } from './AssignDialog';
import { OfferDialog } from './OfferDialog';
import { useOfferWorkshop } from '../offer-queries';
import { ContactInfo, DeliveryStatus, ResponsesAndInterest } from './WorkshopDetails';
import { DeliverDialog } from './DeliverDialog';
import { useMarkDelivered } from '../delivery-queries';
import { WorkshopFormDialog } from './WorkshopFormDialog';
import { DialogButtons } from '../../../components/DialogButtons';

type W = Workshop & { id: string };

/** `requests`: the requests inbox, shown as a second tab (the app composes it in: app/composed). */
export default function WorkshopManagerScreen({ requests }: { requests?: ReactNode }) {
  const { user } = useSession();
  const workshops = useWorkshops();
  const save = useSaveWorkshop();
  const assign = useAssignFacilitators();
  const cancel = useCancelWorkshop();
  const offer = useOfferWorkshop();
  const deliver = useMarkDelivered();
  const [delivering, setDelivering] = useState<W | null>(null);
  const [offering, setOffering] = useState<W | null>(null);
  const [editing, setEditing] = useState<W | 'new' | null>(null);
  const [assigning, setAssigning] = useState<W | null>(null);
  const [cancelling, setCancelling] = useState<W | null>(null);
  // The screen says how the latest change ended; a save or an assignment that failed says so in its dialog.
  const [last, setLast] = useState<'save' | 'offer' | 'assign' | 'cancel' | 'deliver' | null>(null);
  const [tab, setTab] = useState(0);
  const today = todayIso();

  // The manager lists every workshop, whoever is assigned.
  if (!user || !can(actorOf(user), 'workshops', 'list'))
    return (
      <PageSection>
        <Alert severity="warning">The workshop manager is for super admins.</Alert>
      </PageSection>
    );

  const outcome =
    editing || assigning || cancelling || offering || delivering
      ? null
      : last === 'deliver'
        ? outcomeOf(deliver, () => 'Workshop marked delivered; its feedback form goes to the participants.')
        : last === 'offer'
          ? outcomeOf(offer, (ids) =>
              ids.length
                ? `Offered to ${ids.length} facilitator${ids.length === 1 ? '' : 's'}; their answers show under Offer.`
                : 'Everyone chosen had already been offered this workshop.',
            )
          : last === 'save'
            ? outcomeOf(save, (_id, { id }) => (id ? 'Workshop saved.' : 'Workshop created.'))
            : last === 'assign'
              ? outcomeOf(assign, () => 'Facilitators assigned; confirmations sent.')
              : last === 'cancel'
                ? outcomeOf(
                    cancel,
                    (result) =>
                      `Workshop cancelled${result ? `; ${result.total} cancellation e-mail${result.total === 1 ? '' : 's'} queued (follow them in Email Management)` : ''}.`,
                  )
                : null;
  const dismiss = () => ({ save, offer, assign, cancel, deliver })[last ?? 'save'].reset();

  const columns = workshopColumns((w) => allowedActions('superAdmin', w, user.userId, today), {
    edit: setEditing,
    offer: setOffering,
    assign: setAssigning,
    cancel: setCancelling,
    complete: setDelivering,
  });

  return (
    <PageSection wide>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Workshop Manager
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New workshop
        </Button>
      </Stack>
      {requests && (
        <TabRow label="Workshop manager" tabs={TABS} selected={tab} onSelect={setTab} idPrefix="wm" />
      )}
      {requests && tab === 1 ? (
        <TabPanel index={1}>{requests}</TabPanel>
      ) : (
        <TabPanel index={0} tabbed={!!requests}>
          <OutcomeNotice outcome={outcome} onClose={dismiss} />
          <QueryState
            query={workshops}
            loadingLabel="Loading workshops"
            empty={
              <EmptyState title="No workshops yet" hint="Create the first one from a booking request." />
            }
          >
            {(rows) => (
              <AdminDataGrid
                rows={rows}
                columns={columns}
                label="Workshops"
                csvFileName="workshops"
                initialSort={[{ field: 'date', sort: 'desc' }]}
                autoRowHeight
                rowAttributes={(w) => ({ 'data-testid': `workshop-${w.id}`, 'data-status': w.status })}
              />
            )}
          </QueryState>
        </TabPanel>
      )}
      {editing && (
        <WorkshopFormDialog
          workshop={editing === 'new' ? undefined : editing}
          busy={save.isPending}
          failure={save.error}
          onClose={() => {
            if (save.isError) save.reset();
            setEditing(null);
          }}
          onSubmit={(input) => {
            setLast('save');
            save.mutate(
              { id: editing === 'new' ? undefined : editing.id, input },
              { onSuccess: () => setEditing(null) },
            );
          }}
        />
      )}
      {offering && (
        <OfferDialog
          workshop={offering}
          busy={offer.isPending}
          failure={offer.error}
          onClose={() => {
            if (offer.isError) offer.reset();
            setOffering(null);
          }}
          onSubmit={(to) => {
            setLast('offer');
            offer.mutate({ workshop: offering, to }, { onSuccess: () => setOffering(null) });
          }}
        />
      )}
      {assigning && (
        <AssignDialog
          workshop={assigning}
          busy={assign.isPending}
          failure={assign.error}
          onClose={() => {
            if (assign.isError) assign.reset();
            setAssigning(null);
          }}
          onSubmit={(assignments) => {
            setLast('assign');
            assign.mutate({ id: assigning.id, assignments }, { onSuccess: () => setAssigning(null) });
          }}
        />
      )}
      {delivering && (
        <DeliverDialog
          workshop={delivering}
          busy={deliver.isPending}
          failure={deliver.error}
          onClose={() => {
            if (deliver.isError) deliver.reset();
            setDelivering(null);
          }}
          onSubmit={(linkFormId) => {
            setLast('deliver');
            deliver.mutate({ id: delivering.id, linkFormId }, { onSuccess: () => setDelivering(null) });
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          workshop={cancelling}
          busy={cancel.isPending}
          onClose={() => setCancelling(null)}
          onSubmit={(reason) => {
            setLast('cancel');
            // Either way the dialog closes and the screen says how it went.
            cancel.mutate({ id: cancelling.id, reason }, { onSettled: () => setCancelling(null) });
          }}
        />
      )}
    </PageSection>
  );
}

const TABS = ['Workshops', 'Requests'];

function TabPanel({
  index,
  tabbed = true,
  children,
}: {
  index: number;
  tabbed?: boolean;
  children: ReactNode;
}) {
  if (!tabbed) return <>{children}</>;
  return (
    <div
      role="tabpanel"
      id={`wm-panel-${index}`}
      aria-labelledby={`wm-tab-${index}`}
      style={{ paddingTop: 16 }}
    >
      {children}
    </div>
  );
}

/** The workshops as rows; each row's buttons are the actions its state allows. */
function workshopColumns(
  actionsOf: (w: W) => WorkshopAction[],
  open: Record<'edit' | 'offer' | 'assign' | 'cancel' | 'complete', (w: W) => void>,
): GridColDef<W>[] {
  return [
    {
      field: 'title',
      headerName: 'Workshop',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row: w }) => (
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 500, py: 1, whiteSpace: 'normal' }}>
          {w.title}
        </Typography>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row: w }) => (
        <Chip size="small" label={w.status} color={w.status === 'cancelled' ? 'error' : 'primary'} />
      ),
    },
    { field: 'date', headerName: 'Date', width: 110 },
    {
      field: 'startTime',
      headerName: 'Time',
      width: 150,
      valueGetter: (_value, w) => `${w.startTime}–${w.endTime} (${w.duration} hours)`,
    },
    {
      field: 'address',
      headerName: 'Where',
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, w) =>
        `${w.address || 'No address yet'}${w.organisationName ? ` · ${w.organisationName}` : ''}`,
      renderCell: ({ value }) => <span style={{ whiteSpace: 'normal' }}>{value as string}</span>,
    },
    {
      field: 'leadContact',
      headerName: 'Contacts',
      flex: 1.2,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, w) =>
        [w.leadContact, ...w.additionalContacts].map((c) => [c.name, c.email, c.phone].join(' ')).join('; '),
      renderCell: ({ row: w }) => (
        <Stack sx={{ py: 1, whiteSpace: 'normal' }}>
          <ContactInfo w={w} />
        </Stack>
      ),
    },
    {
      field: 'facilitators',
      headerName: 'Facilitators and interest',
      flex: 1.5,
      minWidth: 240,
      sortable: false,
      valueGetter: (_value, w) =>
        w.facilitators
          .map((f) => `${f.name || f.email} (${f.type}): ${w.responses[f.userId] ?? 'no response yet'}`)
          .join('; '),
      renderCell: ({ row: w }) => (
        <Stack sx={{ pb: 1, whiteSpace: 'normal' }}>
          <DeliveryStatus w={w} />
          <ResponsesAndInterest w={w} />
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 190,
      sortable: false,
      filterable: false,
      disableExport: true,
      renderCell: ({ row: w }) => {
        const actions = actionsOf(w);
        return (
          <Stack sx={{ py: 1, alignItems: 'flex-start' }}>
            {actions.includes('edit') && (
              <Button size="small" onClick={() => open.edit(w)}>
                Edit
              </Button>
            )}
            {actions.includes('offer') && (
              <Button size="small" onClick={() => open.offer(w)}>
                Offer
              </Button>
            )}
            {actions.includes('assign') && (
              <Button size="small" onClick={() => open.assign(w)}>
                Assign facilitators
              </Button>
            )}
            {actions.includes('complete') && (
              <Button size="small" onClick={() => open.complete(w)}>
                Mark delivered
              </Button>
            )}
            {actions.includes('cancel') && (
              <Button size="small" color="error" onClick={() => open.cancel(w)}>
                Cancel workshop
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];
}

// The rules hold the reason to 2000 characters (it is shown to the people affected).
const zReason = z.object({
  reason: z.string().check(z.trim(), z.maxLength(2000, 'At most 2000 characters')),
});

/** Asks for a reason before cancelling; the cancellation e-mail goes to facilitators and interested participants. */
function CancelDialog({
  workshop,
  busy,
  onClose,
  onSubmit,
}: {
  workshop: W;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(zReason), defaultValues: { reason: '' } });
  const confirm = form.handleSubmit(({ reason }) => onSubmit(reason));
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="cancel-title" maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <DialogTitle id="cancel-title">Cancel “{workshop.title}”?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Facilitators and interested participants will get a cancellation e-mail and see the reason on
            their dashboards; it is public, like the workshop's other public details. This cannot be undone.
          </Typography>
          <FormTextField
            control={form.control}
            name="reason"
            fullWidth
            label="Reason"
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogButtons
          label="Cancel workshop"
          busy={busy}
          destructive
          cancelLabel="Keep workshop"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
