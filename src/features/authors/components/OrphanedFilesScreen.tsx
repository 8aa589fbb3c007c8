import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { deleteFile, listFolder, storageStatus } from '../../../lib/storage';
import { AUTHOR_IMAGES_FOLDER, orphanedFiles } from '../orphans';
import { listAuthors } from '../service';

/** Storage may be absent (no emulator here): the status is asked first and the screen says why. */
async function findOrphans() {
  const status = await storageStatus();
  if (!status.available) return { status, orphans: [] as string[] };
  const [files, authors] = await Promise.all([listFolder(AUTHOR_IMAGES_FOLDER), listAuthors()]);
  return { status, orphans: orphanedFiles(files, authors) };
}

export default function OrphanedFilesScreen() {
  const client = useQueryClient();
  const result = useQuery({ queryKey: ['orphanedFiles'], queryFn: findOrphans });
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function remove(path: string) {
    setBusy(true);
    try {
      await deleteFile(path);
      setNotice({ ok: true, text: `Deleted ${path}.` });
      await client.invalidateQueries({ queryKey: ['orphanedFiles'] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Orphaned author images
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Images in Storage under {AUTHOR_IMAGES_FOLDER}/ that no author profile uses.
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {notice.text}
        </Alert>
      )}
      {result.isPending ? (
        <LoadingRows label="Looking for orphaned images" />
      ) : result.isError ? (
        <Alert severity="error">{messageOf(result.error)}</Alert>
      ) : !result.data.status.available ? (
        <Alert severity="warning" data-testid="storage-unavailable">
          File storage is not available, so orphaned images cannot be listed or deleted.{' '}
          {result.data.status.reason}
        </Alert>
      ) : result.data.orphans.length === 0 ? (
        <EmptyState title="No orphaned images" hint="Every image in the folder belongs to an author." />
      ) : (
        <List aria-label="Orphaned images">
          {result.data.orphans.map((path) => (
            <ListItem
              key={path}
              divider
              secondaryAction={
                <Button color="error" disabled={busy} onClick={() => setTarget(path)}>
                  Delete
                </Button>
              }
            >
              <ListItemText primary={path} />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Delete this image?"
        message={`${target ?? ''} will be deleted from Storage.`}
        confirmLabel="Delete image"
        busy={busy}
        onConfirm={() => target && void remove(target)}
        onClose={() => setTarget(null)}
      />
    </PageSection>
  );
}
