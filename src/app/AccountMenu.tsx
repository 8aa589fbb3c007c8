import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '../kernel/roles';
import { useSession } from '../features/session/session-context';

/**
 * The account menu's body: who is signed in, the organisation switcher for people in several, and sign-out. Its
 * own module, loaded when the Account button is first pressed (UserMenu).
 */
export default function AccountMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { user, currentOrganisation, switchOrganisation, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const organisations = Object.values(user.organisations);
  return (
    // A menu holds only menu items: the headings are presentational (axe aria-required-children), and the first
    // names the menu instead, so a screen reader still announces who is signed in.
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'account-menu-who' } }}
    >
      <ListSubheader id="account-menu-who" role="presentation">
        {user.displayName || user.email} · {ROLE_LABELS[user.userRole]}
      </ListSubheader>
      {organisations.length > 1 && <Divider />}
      {organisations.length > 1 && <ListSubheader role="presentation">Organisation</ListSubheader>}
      {organisations.length > 1 &&
        organisations.map((o) => (
          <MenuItem
            key={o.organisationId}
            selected={o.organisationId === currentOrganisation}
            onClick={() => {
              switchOrganisation(o.organisationId);
              onClose();
            }}
          >
            {o.name || o.organisationId}
          </MenuItem>
        ))}
      <Divider />
      <MenuItem
        onClick={async () => {
          onClose();
          await signOut();
          navigate('/loginscreen');
        }}
      >
        Sign out
      </MenuItem>
    </Menu>
  );
}
