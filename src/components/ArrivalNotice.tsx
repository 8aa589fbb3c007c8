import Box from '@mui/material/Box';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ArrivalState } from '../lib/arrival';
import { OutcomeNotice } from './OutcomeNotice';

/**
 * The success notice a flow leaves for the screen it lands on (joining with a code lands on the dashboard, with
 * `navigate(to, { state: arrivalState('…') })`, src/lib/arrival.ts):
 * shown above that screen until dismissed. It lives in the history entry's state, so it goes with the entry:
 * dismissing it clears the state, and another route shows nothing.
 */
export function ArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const text = (location.state as ArrivalState | null)?.arrivalNotice;
  if (!text) return null;
  const dismiss = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  return (
    <Box sx={{ mx: 'auto', width: '100%', maxWidth: 960, px: { xs: 2, sm: 3 }, pt: 3 }}>
      <OutcomeNotice outcome={{ ok: true, text }} onClose={dismiss} sx={{ mb: 0 }} />
    </Box>
  );
}
