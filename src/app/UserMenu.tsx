import AccountCircleIcon from '../components/icons/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';
import { useSession } from '../features/session/session-context';

// The menu loads when first opened, as the theme menu does: the first page after signing in shows only the
// button, and the menu's popover and modal machinery would otherwise be part of that first load.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The Account button of the app bar; its menu holds who is signed in, the organisation switcher and sign-out. */
export function UserMenu() {
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  if (!user) return null;
  return (
    <>
      <IconButton
        title="Account"
        color="inherit"
        aria-label="Account"
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
