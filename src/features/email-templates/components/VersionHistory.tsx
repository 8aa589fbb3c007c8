import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MailKind } from '@storytelling/shared/mail-kinds';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { HISTORY_LIMIT, type TemplateVersion } from '../model';
import { useSaverNames, useVersions } from '../queries';

/** The saved versions of a kind, newest first; "Restore" loads one into the editor to be saved again. */
export function VersionHistory({
  kind,
  kindName,
  currentVersion,
  myUid,
  onRestore,
}: {
  kind: MailKind;
  kindName: string;
  currentVersion: number;
  myUid: string | null;
  onRestore: (version: TemplateVersion) => void;
}) {
  const versions = useVersions(kind);
  const names = useSaverNames((versions.data ?? []).map((v) => v.savedBy));
  const who = (uid: string) => (uid === myUid ? 'you' : (names.data?.[uid] ?? '…'));

  return (
    <Box component="section" aria-labelledby="history-heading">
      <Typography variant="h3" id="history-heading" sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 1 }}>
        Version history
      </Typography>
      <QueryState
        query={versions}
        rows={3}
        loadingLabel="Loading version history"
        errorText="The version history could not be loaded"
        empty={
          <Paper variant="outlined">
            <EmptyState
              title="No saved versions yet"
              hint={`${kindName} sends the built-in template. Saving creates version 1.`}
            />
          </Paper>
        }
      >
        {(list) => (
          <Paper variant="outlined">
            <List dense aria-label={`Saved versions of ${kindName}`} disablePadding>
              {list.map((v, i) => (
                <ListItem
                  key={v.id}
                  divider={i < list.length - 1}
                  data-testid="template-version"
                  secondaryAction={
                    <Button
                      size="small"
                      onClick={() => onRestore(v)}
                      aria-label={`Restore version ${v.version}`}
                    >
                      Restore
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={
                      <>
                        Version {v.version}
                        {v.version === currentVersion && (
                          <Chip
                            component="span"
                            size="small"
                            label="current"
                            color="primary"
                            variant="outlined"
                            sx={{ ml: 1 }}
                          />
                        )}
                      </>
                    }
                    secondary={`${v.savedAt.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })} by ${who(v.savedBy)}${v.note ? ` · ${v.note}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
            {list.length >= HISTORY_LIMIT && (
              <Typography variant="caption" component="p" sx={{ px: 2, pb: 1 }}>
                Showing the latest {HISTORY_LIMIT} versions.
              </Typography>
            )}
          </Paper>
        )}
      </QueryState>
    </Box>
  );
}
