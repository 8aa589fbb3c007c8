import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { AUTHOR_IMAGES_FOLDER } from '../orphans';
import { useDeleteOrphan, useOrphanedFiles } from '../queries';

export default function OrphanedFilesScreen() {
  const result = useOrphanedFiles();
  const remove = useDeleteOrphan();
  const [target, setTarget] = useState<string | null>(null);
  const outcome = outcomeOf(remove, (_done, path) => `Deleted ${path}.`);

  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Orphaned author images
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Images in Storage under {AUTHOR_IMAGES_FOLDER}/ that no author profile uses.
      </Typography>
      <OutcomeNotice outcome={outcome} onClose={() => remove.reset()} />
      <QueryState query={result} loadingLabel="Looking for orphaned images">
        {({ status, orphans }) =>
          !status.available ? (
            <Alert severity="warning" data-testid="storage-unavailable">
              Checking for orphaned images needs the file storage service, which this site cannot reach at the
              moment, so no images can be listed or deleted here. Try again later.
            </Alert>
          ) : orphans.length === 0 ? (
            <EmptyState title="No orphaned images" hint="Every image in the folder belongs to an author." />
          ) : (
            <List aria-label="Orphaned images">
              {orphans.map((path) => (
                <ListItem
                  key={path}
                  divider
                  secondaryAction={
                    <Button color="error" disabled={remove.isPending} onClick={() => setTarget(path)}>
                      Delete
                    </Button>
                  }
                >
                  <ListItemText primary={path} />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={target !== null}
        title="Delete this image?"
        message={`${target ?? ''} will be deleted from Storage.`}
        confirmLabel="Delete image"
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target, { onSettled: () => setTarget(null) })}
        onClose={() => setTarget(null)}
      />
    </PageSection>
  );
}
