import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Suspense, useState, type ReactNode } from 'react';
import type { ListColumn } from '../../../components/ListTable';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { isFacilitator } from '../../../kernel/roles';
import { isComplete } from '../record';
import { useCompliance } from '../queries';
import { ComplianceDialog } from './ComplianceDialogOnDemand';

interface Person {
  userKey: string;
  name: string;
  email: string;
  roles: readonly string[];
  isTemporary?: boolean;
}

/**
 * The members list's compliance column, for the organisation's admins: each facilitator's state and the
 * button that records it. Nobody records their own (the rules refuse it too), so their own row has no button.
 */
export function useComplianceColumn<R extends Person>(
  organisationId: string,
  recorder: { uid: string; name: string } | null,
  enabled: boolean,
): { column: ListColumn<R> | null; parts: ReactNode } {
  const records = useCompliance(organisationId, enabled);
  const [open, setOpen] = useState<R | null>(null);
  const [saved, setSaved] = useState<Outcome | null>(null);
  if (!enabled || !recorder) return { column: null, parts: null };
  const byId = new Map((records.data ?? []).map((r) => [r.id, r]));
  const label = (m: R) =>
    !isFacilitator(m.roles)
      ? ''
      : records.isError
        ? 'Unknown'
        : isComplete(byId.get(m.userKey))
          ? 'Complete'
          : 'Incomplete';

  const column: ListColumn<R> = {
    id: 'compliance',
    header: 'Compliance',
    minWidth: 150,
    text: label,
    value: label,
    render: (m) =>
      isFacilitator(m.roles) && !m.isTemporary ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            label={label(m)}
            color={label(m) === 'Complete' ? 'success' : 'warning'}
            variant="outlined"
          />
          {m.userKey !== recorder.uid && (
            <Button
              size="small"
              aria-label={`Record compliance of ${m.name || m.email}`}
              disabled={records.isPending}
              onClick={() => {
                setSaved(null);
                setOpen(m);
              }}
            >
              Record
            </Button>
          )}
        </Stack>
      ) : null,
  };
  const parts = (
    <>
      <OutcomeNotice outcome={saved} onClose={() => setSaved(null)} sx={{}} />
      {open && (
        <Suspense fallback={null}>
          <ComplianceDialog
            organisationId={organisationId}
            facilitator={{ userId: open.userKey, name: open.name || open.email }}
            current={byId.get(open.userKey) ?? null}
            recorder={recorder}
            onClose={() => setOpen(null)}
            onSaved={(name) => {
              setOpen(null);
              setSaved({ ok: true, text: `Compliance of ${name} recorded.` });
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { column, parts };
}
