import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { actorOf, can } from '../../../kernel/permissions';
import { messageOf } from '../../../lib/errors';
import { ProjectPicker, useVisibleProjects, useSelectedProjectId } from '../../projects';
import { useSession } from '../../session';
import { useAuthorCount, useProjectCounts, useRatingCounts, useTopRecordings } from '../queries';
import { AUTHOR_COUNT_CAP, countLabel, type RatingCounts } from '../stats-service';
import { ProjectStatsTable } from './ProjectStatsTable';

const StatsCharts = lazy(() => import('./StatsCharts'));
/** Each project row costs a few aggregation reads; beyond this the table would blow the read budget. */
const MAX_PROJECT_ROWS = 20;

function SelectedProjectStats({ projectId }: { projectId: string }) {
  const counts = useProjectCounts(projectId);
  const ratings = useRatingCounts(projectId, counts.data?.recordings);
  const top = useTopRecordings(projectId);
  // The ratings are read once the project's total is known: each read waits for the one before it.
  const state = { rows: 3, loadingLabel: 'Loading project statistics' };
  return (
    <QueryState query={counts} {...state}>
      {() => (
        <QueryState query={ratings} {...state}>
          {(ratingCounts) => (
            <QueryState query={top} {...state}>
              {(recordings) => (
                <TopRecordings
                  ratings={ratingCounts}
                  rows={recordings.map((r) => ({
                    title: r.title || r.id,
                    timesCollected: r.collectionLog.timesCollected,
                  }))}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function TopRecordings({
  ratings,
  rows,
}: {
  ratings: RatingCounts;
  rows: { title: string; timesCollected: number }[];
}) {
  return (
    <>
      <Suspense fallback={<LoadingRows rows={3} label="Loading charts" />}>
        <StatsCharts ratings={ratings} top={rows} />
      </Suspense>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 2 }}>
        Most collected recordings
      </Typography>
      {rows.length === 0 ? (
        <EmptyState title="No recordings in this project yet" />
      ) : (
        <List dense aria-label="Most collected recordings">
          {rows.map((r, i) => (
            <ListItem key={`${r.title}-${i}`} divider>
              <ListItemText
                primary={`${i + 1}. ${r.title}`}
                secondary={`Collected ${r.timesCollected} times`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/**
 * /stats-view. `authorCounts` is the super admin's tool that corrects the authors' project lists the counts rely
 * on: it belongs to the authors area, so the app hands it in rather than this area importing it.
 */
export default function StatsScreen({ authorCounts }: { authorCounts?: ReactNode }) {
  const { user } = useSession();
  const projects = useVisibleProjects();
  const selected = useSelectedProjectId();
  const authors = useAuthorCount();

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Stats
      </Typography>
      <QueryState
        query={projects}
        loadingLabel="Loading projects"
        errorText="The projects could not be loaded"
        empty={
          <EmptyState title="No projects to count" hint="Projects you can open show their numbers here." />
        }
      >
        {(rows) => {
          const current = rows.find((p) => p.id === selected);
          return (
            <>
              {/* Profiles without recordings are in no project's count: this one counts them all. */}
              <Typography sx={{ mb: 1 }} data-testid="author-count">
                All author profiles:{' '}
                {authors.isError
                  ? messageOf(authors.error)
                  : authors.data === undefined
                    ? '…'
                    : countLabel(authors.data, AUTHOR_COUNT_CAP)}
              </Typography>
              <ProjectStatsTable projects={rows.slice(0, MAX_PROJECT_ROWS)} />
              {rows.length > MAX_PROJECT_ROWS && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  Showing the first {MAX_PROJECT_ROWS} of {rows.length} projects; pick one below for its
                  details.
                </Alert>
              )}
              {/* Counting authors reads every recording, whatever its project. */}
              {can(actorOf(user), 'Recordings', 'list') && authorCounts}
              <Paper variant="outlined" sx={{ p: 2 }}>
                <ProjectPicker />
                {current && (
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', my: 2 }}>
                    {current.projectName}
                  </Typography>
                )}
                {current && <SelectedProjectStats projectId={current.id} />}
              </Paper>
            </>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
