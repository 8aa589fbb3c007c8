import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ROLE_LABELS, type Role } from '../../../kernel/roles';
import { grantableRoles } from '../../../kernel/permissions';
import { zRolesForm, type Member, type RolesForm } from '../model';
import { useSetMemberRoles } from '../queries';
import { useOrgAccess } from '../../session';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';

export function RolesDialog({
  organisationId,
  member,
  onClose,
  onSaved,
}: {
  organisationId: string;
  member: Member;
  onClose: () => void;
  /** Runs once the roles are saved (the organisation's lists are being read again). */
  onSaved: () => void;
}) {
  const { isSuperAdmin, user } = useOrgAccess();
  const myRoles = user?.organisations[organisationId]?.roles ?? [];
  const options = grantableRoles(myRoles, isSuperAdmin);
  const form = useForm<RolesForm>({
    resolver: zodResolver(zRolesForm),
    defaultValues: { roles: member.roles },
  });
  const roles = useWatch({ control: form.control, name: 'roles' });
  const save = useSetMemberRoles(organisationId);
  const busy = save.isPending;
  const submit = form.handleSubmit(({ roles: chosen }) =>
    save.mutate(
      { userKey: member.userKey, roles: chosen, name: member.name || member.email },
      { onSuccess: onSaved },
    ),
  );

  const toggle = (current: Role[], role: Role) =>
    current.includes(role) ? current.filter((r) => r !== role) : [...current, role];

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="roles-title" fullWidth maxWidth="xs">
      <DialogTitle id="roles-title">Roles of {member.name || member.email}</DialogTitle>
      <DialogContent>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <FormGroup>
              {options.map((role) => (
                <FormControlLabel
                  key={role}
                  control={
                    <Checkbox
                      checked={field.value.includes(role)}
                      onChange={() => field.onChange(toggle(field.value, role))}
                    />
                  }
                  label={ROLE_LABELS[role]}
                />
              ))}
            </FormGroup>
          )}
        />
        {roles.length === 0 && <FormHelperText error>Choose at least one role.</FormHelperText>}
        <ErrorAlert error={save.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogButtons
        label="Save roles"
        busy={busy}
        disabled={roles.length === 0}
        onCancel={onClose}
        onAction={() => void submit()}
      />
    </Dialog>
  );
}
