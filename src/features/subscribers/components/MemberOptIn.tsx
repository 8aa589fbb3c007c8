import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMBER_OPT_IN_WORDING,
  type SubscribersRequest,
  type SubscribersResponse,
} from '@storytelling/shared/subscriber-api';
import { env } from '../../../lib/env';
import { messageOf } from '../../../lib/errors';
import { postToFunction } from '../../../lib/functions-client';
import { useSession } from '../../session';

const call = (body: SubscribersRequest) =>
  postToFunction<Extract<SubscribersResponse, { optedIn: boolean }> | { ok: false; error: string }>(
    env.VITE_SUBSCRIBERS_ENDPOINT,
    body,
    (status, text, error) => error ?? `The request failed: ${status} ${text}`,
  );

/**
 * A signed-in member's own newsletter switch for their current organisation: on subscribes their sign-in address
 * to the organisation's lists (consent: memberOptIn, the wording shown) when the account proved the address, or
 * sends it a link to confirm; off unsubscribes it. Through the
 * `subscribers` function: members cannot read or write the audience themselves.
 */
export function MemberOptIn() {
  const { currentOrganisation, user } = useSession();
  const organisationId = currentOrganisation ?? '';
  const client = useQueryClient();
  const key = ['subscribers', 'memberOptIn', organisationId];
  const status = useQuery({
    queryKey: key,
    queryFn: async () => (await call({ action: 'memberStatus', organisationId })).optedIn,
    enabled: !!organisationId,
  });
  const change = useMutation({
    mutationFn: async (optIn: boolean) => {
      const answer = await call({ action: 'memberOptIn', organisationId, optIn });
      return { optedIn: answer.optedIn, confirmationSent: answer.confirmationSent === true };
    },
    onSuccess: ({ optedIn }) => client.setQueryData(key, optedIn),
  });
  if (!organisationId) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={status.data ?? false}
            disabled={status.isPending || change.isPending}
            onChange={(e) => change.mutate(e.target.checked)}
          />
        }
        label={MEMBER_OPT_IN_WORDING}
      />
      {change.isSuccess && change.variables && change.data.confirmationSent && (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          Check your inbox: we sent a link to {user?.email ?? 'your address'}. You are subscribed once you
          confirm there.
        </Alert>
      )}
      {change.isSuccess && change.variables && !change.data.optedIn && !change.data.confirmationSent && (
        <Alert severity="info" sx={{ mt: 1 }}>
          This address unsubscribed or bounced earlier; sign up again through a list&apos;s sign-up link to
          confirm it.
        </Alert>
      )}
      {(status.isError || change.isError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageOf(change.error ?? status.error)}
        </Alert>
      )}
    </Paper>
  );
}
