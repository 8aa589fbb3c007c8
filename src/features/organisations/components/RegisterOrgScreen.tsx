import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { NewAccountFields } from '../../../components/NewAccountFields';
import {
  ORGANISATION_TYPES,
  zRegistrationForm,
  type Registration,
  type RegistrationForm,
} from '../registration';
import { useRegisterOrganisation } from '../registration-queries';
import { ErrorAlert } from '../../../components/ErrorAlert';

const EMPTY: RegistrationForm = {
  displayName: '',
  email: '',
  password: '',
  name: '',
  type: 'school',
  description: '',
};

export default function RegisterOrgScreen() {
  const navigate = useNavigate();
  const register = useRegisterOrganisation();
  const form = useForm<RegistrationForm, unknown, Registration>({
    resolver: zodResolver(zRegistrationForm),
    defaultValues: EMPTY,
  });
  const busy = register.isPending;
  const submit = form.handleSubmit((values) =>
    register.mutate(values, { onSuccess: () => navigate('/org-dashboard', { replace: true }) }),
  );
  const { control } = form;

  return (
    <AuthCard
      title="Register Organisation"
      subtitle="Create your organisation and its administrator account in one step."
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Your account
        </Typography>
        <NewAccountFields control={control} passwordNote="Already have an account? Use its password." />
        <Divider />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Your organisation
        </Typography>
        <FormTextField control={control} name="name" label="Organisation name" required />
        <FormSelectField control={control} name="type" label="Type" options={ORGANISATION_TYPES} />
        <FormTextField
          control={control}
          name="description"
          label="Description (optional)"
          multiline
          minRows={2}
        />
        <ErrorAlert error={register.error} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? (
            <CircularProgress size={24} color="inherit" aria-label="Registering" />
          ) : (
            'Register organisation'
          )}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Joining an existing organisation? Use the link or code you were sent. Already registered?{' '}
          <Link component={RouterLink} to="/loginscreen">
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
