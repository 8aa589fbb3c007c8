import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from './routes';

const labelOf = new Map<string, string>(routes.map((r) => [r.path, r.label]));

/**
 * The signed-in navigation. Its own module, loaded by the layout when someone signed in first opens it, so that
 * the pages people open from a link (signed out, no menu) and the first page after signing in do not download
 * the drawer and its modal machinery.
 */
export default function NavigationDrawer({
  items,
  counts,
  open,
  onClose,
  pathname,
}: {
  items: readonly string[];
  /** Things waiting on a screen (join requests on the organisation dashboard), shown beside its name. */
  counts?: Readonly<Record<string, number>>;
  open: boolean;
  onClose: () => void;
  pathname: string;
}) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
        <List>
          {items.map((path) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={path}
                selected={pathname === path}
                aria-current={pathname === path ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemText primary={labelOf.get(path) ?? path} />
                {!!counts?.[path] && (
                  <Chip
                    size="small"
                    color="error"
                    label={`${counts[path]} waiting`}
                    data-testid="nav-count"
                  />
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
