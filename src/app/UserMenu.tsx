import AccountCircleIcon from '../components/icons/AccountCircle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '../kernel/roles';
import { useSession } from '../features/session/session-context';

/** Who is signed in, the organisation switcher for people in several, and sign-out. */
export function UserMenu() {
  const { user, currentOrganisation, switchOrganisation, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const organisations = Object.values(user.organisations);
  const close = () => setAnchor(null);
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
      {/* A menu holds only menu items: the headings are presentational (axe aria-required-children),
          and the first names the menu instead, so a screen reader still announces who is signed in. */}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
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
                close();
              }}
            >
              {o.name || o.organisationId}
            </MenuItem>
          ))}
        <Divider />
        <MenuItem
          onClick={async () => {
            close();
            await signOut();
            navigate('/loginscreen');
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
