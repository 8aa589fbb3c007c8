import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '../../../components/icons/ContentCopy';
import DeleteOutlined from '../../../components/icons/DeleteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { AdminDataGrid } from '../../../components/AdminDataGrid';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { isEmailAddress } from '../../../kernel/email-address';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, type Role } from '../../../kernel/roles';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { isClassCode, type GeneratedCode } from '../../access-codes/model';
import { joinLink } from '../../invites';
import { grantableRoles } from '../../../kernel/permissions';
import {
  useCreateCode,
  useDeleteCodes,
  useGeneratedCodes,
  useGroups,
  useOrganisation,
  useRegenerateClassCodes,
} from '../queries';
import { SharedCodesNotice } from './SharedCodesNotice';
import { useOrgAccess } from '../../session';

const zNewCode = z.object({
  role: z.string(),
  // Empty makes an anonymous code; anything else must be an address the server accepts.
  email: z.string().check(
    z.trim(),
    z.refine(
      (v) => !v || isEmailAddress(v),
      'Enter a valid e-mail address, or leave it empty for an anonymous code.',
    ),
  ),
  groupId: z.string(),
});
export type NewCodeValues = z.infer<typeof zNewCode>;

type CodeRow = WithId<GeneratedCode>;

const NEEDS_ADDRESS =
  'Enter the e-mail address of the person to invite: this organisation does not allow anonymous members.';

const forWhom = (c: CodeRow) =>
  c.email ??
  (c.identifier ? `${c.animalEmoji ?? ''} ${c.identifier} (temporary member)` : 'Anyone with the code');

/** Access codes: invite one person by e-mail (7 days) or make an anonymous code for a class (30 days). */
export function CodesPanel({ organisationId }: { organisationId: string }) {
  const { isSuperAdmin, user } = useOrgAccess();
  const codes = useGeneratedCodes(organisationId);
  const groups = useGroups(organisationId);
  const create = useCreateCode(organisationId);
  const remove = useDeleteCodes(organisationId);
  const regenerate = useRegenerateClassCodes(organisationId);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const roles = grantableRoles(user?.organisations[organisationId]?.roles ?? [], isSuperAdmin);
  const form = useForm({
    resolver: zodResolver(zNewCode),
    defaultValues: { role: 'member', email: '', groupId: '' },
    mode: 'onChange',
  });
  const email = useWatch({ control: form.control, name: 'email' });
  // Without anonymous members every code is personal: the address is then required.
  const organisation = useOrganisation(organisationId);
  const anonymousAllowed = organisation.data?.settings.allowAnonymousMembers ?? false;
  // Fixed at first render: whether a code shows as expired need not tick over while the page is open.
  const [now] = useState(() => Date.now());
  const [deleting, setDeleting] = useState<string | 'all' | null>(null);
  const origin = window.location.origin;
  const made = create.data;
  const createError = create.isError ? messageOf(create.error) : (made?.emailError ?? null);
  // Newest first until a column header sorts otherwise.
  const rows = useMemo(
    () => [...(codes.data ?? [])].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    [codes.data],
  );

  const submit = form.handleSubmit(({ role, email, groupId }) => {
    remove.reset();
    if (!email && !anonymousAllowed) {
      form.setError('email', { message: NEEDS_ADDRESS });
      return;
    }
    create.mutate(
      { role: role as Role, email: email || undefined, groupId: groupId || undefined },
      { onSuccess: () => form.resetField('email') },
    );
  });

  const confirmDelete = () => {
    if (!deleting) return;
    create.reset();
    remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
  };

  const copy = (text: string) => void navigator.clipboard?.writeText(text);

  const columns: GridColDef<CodeRow>[] = [
    {
      field: 'code',
      headerName: 'Code',
      width: 200,
      renderCell: ({ row: c }) => <Box sx={{ fontFamily: 'monospace', fontSize: 15 }}>{c.code}</Box>,
    },
    { field: 'role', headerName: 'Role', width: 160, valueGetter: (_v, c) => ROLE_LABELS[c.role] },
    { field: 'for', headerName: 'For', flex: 1, minWidth: 200, valueGetter: (_v, c) => forWhom(c) },
    {
      field: 'expiresAt',
      headerName: 'Expires',
      type: 'date',
      width: 150,
      valueFormatter: (value: Date) => `${value.getTime() <= now ? 'Expired ' : ''}${formatDate(value)}`,
      renderCell: ({ row: c }) => {
        const expired = c.expiresAt.getTime() <= now;
        return (
          <Typography variant="body2" color={expired ? 'error' : 'text.primary'}>
            {expired ? 'Expired ' : ''}
            {formatDate(c.expiresAt)}
          </Typography>
        );
      },
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      align: 'right',
      sortable: false,
      filterable: false,
      disableExport: true,
      renderCell: ({ row: c }) => (
        <>
          <Tooltip title="Copy join link">
            <IconButton
              aria-label={`Copy join link for ${c.code}`}
              onClick={() => copy(joinLink(origin, c.code, c.role))}
            >
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete code">
            <IconButton aria-label={`Delete code ${c.code}`} onClick={() => setDeleting(c.code)}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <SharedCodesNotice organisationId={organisationId} />
      <Stack
        component="form"
        onSubmit={(event) => void submit(event)}
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        aria-label="New access code"
      >
        <FormSelectField
          control={form.control}
          name="role"
          label="Role"
          size="small"
          sx={{ minWidth: 200 }}
          options={roles.map((r) => ({ value: r, label: INVITATION_ROLE_WORDING[r] ?? ROLE_LABELS[r] }))}
        />
        <FormTextField
          control={form.control}
          name="email"
          label={anonymousAllowed ? 'E-mail (optional)' : 'E-mail'}
          type="email"
          size="small"
          required={!anonymousAllowed}
          hint={
            email.trim()
              ? 'A personal code, e-mailed, valid 7 days.'
              : anonymousAllowed
                ? 'Empty: an anonymous code anyone can use, valid 30 days.'
                : 'This organisation does not allow anonymous members, so each code is for one person’s address.'
          }
          sx={{ flex: 1 }}
        />
        <FormSelectField
          control={form.control}
          name="groupId"
          label="Group (optional)"
          size="small"
          sx={{ minWidth: 180 }}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          noneLabel="No group"
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending || !!form.formState.errors.email}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {email.trim() ? 'Send invitation' : 'Create code'}
          </Button>
        </Box>
      </Stack>
      {createError && (
        <Alert severity="error" role="alert" onClose={create.isError ? () => create.reset() : undefined}>
          {createError}
          {made && ` The code ${made.code} was created: share the link below another way.`}
        </Alert>
      )}
      {regenerate.isSuccess && (
        <Alert severity="success" role="status" onClose={() => regenerate.reset()}>
          {regenerate.data === 1 ? '1 class code was' : `${regenerate.data} class codes were`} replaced: share
          the new ones; the old ones no longer work.
        </Alert>
      )}
      {regenerate.isError && (
        <Alert severity="error" role="alert" onClose={() => regenerate.reset()}>
          {messageOf(regenerate.error)} Nothing was changed.
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" role="alert" onClose={() => remove.reset()}>
          {messageOf(remove.error)}
        </Alert>
      )}
      {made && (
        <Alert
          severity={made.emailError ? 'warning' : 'success'}
          action={
            <Button color="inherit" size="small" onClick={() => copy(joinLink(origin, made.code, made.role))}>
              Copy link
            </Button>
          }
        >
          {made.email && !made.emailError ? `Invitation sent to ${made.email}. ` : ''}Code{' '}
          <strong data-testid="new-code">{made.code}</strong>:{' '}
          <span data-testid="new-link">{joinLink(origin, made.code, made.role)}</span>
        </Alert>
      )}
      <QueryState
        query={codes}
        loadingLabel="Loading codes"
        empty={
          <EmptyState
            title="No access codes yet"
            hint="Create one above to let people join this organisation."
          />
        }
      >
        {() => (
          <>
            <AdminDataGrid
              rows={rows}
              columns={columns}
              label="Access codes"
              csvFileName="access-codes"
              rowAttributes={() => ({ 'data-testid': 'code-row' })}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                onClick={() => {
                  regenerate.reset();
                  setConfirmRegenerate(true);
                }}
                // Class codes are anonymous: where the organisation no longer allows that, new ones are refused.
                disabled={
                  !anonymousAllowed || !rows.some((c) => isClassCode(c) && c.expiresAt.getTime() > now)
                }
              >
                Regenerate class codes
              </Button>
              <Button color="error" onClick={() => setDeleting('all')}>
                Delete all codes
              </Button>
            </Stack>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting === 'all' ? 'Delete every code?' : `Delete code ${deleting ?? ''}?`}
        message={
          deleting === 'all'
            ? 'Nobody can join with any of these codes afterwards. Members who already joined stay.'
            : 'Nobody can join with this code afterwards. Members who already joined stay.'
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={confirmRegenerate}
        title="Regenerate class codes?"
        message="Every class code that has not expired gets a new code for the same role and group, valid for 30 days. The old codes stop working at once; members who already joined stay. Codes e-mailed to one person and temporary members' codes are kept."
        confirmLabel="Regenerate"
        busy={regenerate.isPending}
        onClose={() => setConfirmRegenerate(false)}
        onConfirm={() => regenerate.mutate(undefined, { onSettled: () => setConfirmRegenerate(false) })}
      />
    </Stack>
  );
}
