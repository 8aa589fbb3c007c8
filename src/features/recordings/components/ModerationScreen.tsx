import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { useVisibleProjects } from '../../projects';
import { useSession } from '../../session';
import { canCurate } from '../../tags';
import { useProjectRecordings, useReviewQueue } from '../queries';
import { QUEUE_PER_PROJECT, type RecordingRow } from '../service';
import { RecordingCard } from './RecordingCard';
import { RecordingDetailsDialog } from './RecordingDetailsDialog';
import { ReviewCard } from './ReviewCard';

type View = 'review' | 'all';

/**
 * The recordings of the projects this user manages: those that still wait for a decision, and all of them, where
 * each recording's album and tags are edited. Every project listed here is one the user manages, which is what
 * the rules ask of whoever changes a recording's album or tags.
 */
export default function ModerationScreen() {
  const { user } = useSession();
  const projects = useVisibleProjects();
  const ids = useMemo(() => projects.data?.map((p) => p.id), [projects.data]);
  const names = useMemo(
    () => new Map((projects.data ?? []).map((p) => [p.id, p.projectName])),
    [projects.data],
  );
  const [view, setView] = useState<View>('review');
  const queue = useReviewQueue(ids);
  const all = useProjectRecordings(ids, view === 'all');
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<RecordingRow | null>(null);
  const projectName = (r: RecordingRow) => names.get(r.project ?? '') ?? r.project ?? 'No project';

  // The decision's mutation reads the queue again itself; the screen only says what was done (onDone).
  const current = view === 'review' ? queue : all;
  const loadingLabel = view === 'review' ? 'Loading the moderation queue' : 'Loading the recordings';
  const noProjects = 'You manage no projects yet, so there is nothing for you to moderate.';
  return (
    <PageSection>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Content Moderation
      </Typography>
      <OutcomeNotice outcome={notice ? { ok: true, text: notice } : null} onClose={() => setNotice(null)} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={view} onChange={(_, v: View) => setView(v)} aria-label="Which recordings">
          <Tab
            value="review"
            label={queue.data ? `To review (${queue.data.length})` : 'To review'}
            id="tab-review"
            aria-controls="panel-recordings"
          />
          <Tab value="all" label="All recordings" id="tab-all" aria-controls="panel-recordings" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="panel-recordings" aria-labelledby={`tab-${view}`}>
        {/* The recordings are asked for once the projects are known: both reads show here, one after the other. */}
        <QueryState query={projects} loadingLabel={loadingLabel}>
          {() => (
            <QueryState
              query={current}
              loadingLabel={loadingLabel}
              empty={
                view === 'review' ? (
                  <EmptyState
                    title="Nothing to review"
                    hint={
                      ids?.length
                        ? 'Every recording in your projects has been approved or rejected.'
                        : noProjects
                    }
                  />
                ) : (
                  <EmptyState
                    title="No recordings"
                    hint={ids?.length ? 'Your projects have no recordings yet.' : noProjects}
                  />
                )
              }
            >
              {(rows) =>
                view === 'review' ? (
                  <>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {rows.length} recording{rows.length === 1 ? '' : 's'} to review (the first{' '}
                      {QUEUE_PER_PROJECT} of each project are checked).
                    </Typography>
                    {rows.map((r) => (
                      <ReviewCard
                        key={r.id}
                        recording={r}
                        projectName={projectName(r)}
                        canRate={canCurate(user)}
                        onDone={setNotice}
                        onEdit={() => setEditing(r)}
                      />
                    ))}
                  </>
                ) : (
                  <>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {rows.length} recording{rows.length === 1 ? '' : 's'} in your projects (up to{' '}
                      {QUEUE_PER_PROJECT} of each).
                    </Typography>
                    {rows.map((r) => (
                      <RecordingCard
                        key={r.id}
                        recording={r}
                        projectName={projectName(r)}
                        onEdit={() => setEditing(r)}
                        onConsentDone={setNotice}
                      />
                    ))}
                  </>
                )
              }
            </QueryState>
          )}
        </QueryState>
      </Box>
      {editing && (
        <RecordingDetailsDialog
          key={editing.id}
          recording={editing}
          projectName={projectName(editing)}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
    </PageSection>
  );
}
