import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import { useVisibleProjects } from '../../projects/queries';
import { useSession } from '../../session/session-context';
import { canCurate } from '../../tags/tag-rules';
import { useRefreshRecordings, useReviewQueue } from '../queries';
import { QUEUE_PER_PROJECT } from '../service';
import { ReviewCard } from './ReviewCard';

/** The recordings of the projects this user manages that still wait for a decision. */
export default function ModerationScreen() {
  const { user } = useSession();
  const projects = useVisibleProjects();
  const ids = useMemo(() => projects.data?.map((p) => p.id), [projects.data]);
  const names = useMemo(
    () => new Map((projects.data ?? []).map((p) => [p.id, p.projectName])),
    [projects.data],
  );
  const queue = useReviewQueue(ids);
  const refresh = useRefreshRecordings();
  const [notice, setNotice] = useState<string | null>(null);

  async function done(text: string) {
    setNotice(text);
    await refresh();
  }

  const error = projects.error ?? queue.error;
  const rows = queue.data;
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Content Moderation
      </Typography>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : !rows ? (
        <LoadingRows label="Loading the moderation queue" />
      ) : rows.length === 0 ? (
        <EmptyState
          title="Nothing to review"
          hint={
            ids?.length
              ? 'Every recording in your projects has been approved or rejected.'
              : 'You manage no projects yet, so there is nothing for you to moderate.'
          }
        />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {rows.length} recording{rows.length === 1 ? '' : 's'} to review (the first {QUEUE_PER_PROJECT} of
            each project are checked).
          </Typography>
          {rows.map((r) => (
            <ReviewCard
              key={r.id}
              recording={r}
              projectName={names.get(r.project ?? '') ?? r.project ?? 'No project'}
              canRate={canCurate(user)}
              onDone={done}
            />
          ))}
        </>
      )}
    </PageSection>
  );
}
