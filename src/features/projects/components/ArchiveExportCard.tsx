import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '../../../components/icons/FileDownloadOutlined';
import { countOf } from '../../../lib/plural';
import { leftOutWords, useArchiveExport } from '../archive-export';

/**
 * The project's archive export for Omeka S: a button, the progress while the server fetches each recording's
 * audio, the files it could not fetch, and what was saved. Staff who manage the project see it.
 */
export function ArchiveExportCard({ project }: { project: { id: string; projectName: string } }) {
  const { state, job, start } = useArchiveExport(project);
  const working = state.phase === 'working';
  const left = job ? leftOutWords(job) : '';
  const added = job ? job.total - job.failed : 0;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        A zip for Omeka S’s CSV Import: <code>items.csv</code> with Dublin Core columns, each recording’s
        audio file and <code>manifest.json</code>. Only recordings whose contributors consented to keeping
        them in the archive go in; the manifest lists the others and why.
      </Typography>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        // Not disabled while it runs, so keyboard focus stays on it; a second press waits for the first.
        aria-disabled={working}
        onClick={() => {
          if (!working) void start();
        }}
      >
        {working ? 'Exporting…' : state.phase === 'failed' ? 'Try the export again' : 'Export archive'}
      </Button>
      {working && (
        <Box role="status" sx={{ width: '100%' }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {job
              ? `Adding recordings to the archive: ${job.done} of ${job.total}.`
              : 'Preparing the archive…'}
            {left && ` Left out: ${left}.`}
          </Typography>
          <LinearProgress
            aria-label="Archive export progress"
            {...(job
              ? {
                  variant: 'determinate',
                  value: job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : 100,
                }
              : {})}
          />
        </Box>
      )}
      {job && job.failed > 0 && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          The audio of {countOf(job.failed, 'recording')} could not be fetched: left out of{' '}
          <code>items.csv</code> and listed in <code>manifest.json</code>.
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {job.failures.map((f) => (
              <li key={f.id}>
                <strong>{f.title}</strong>: {f.reason}
              </li>
            ))}
            {job.failed > job.failures.length && (
              <li>
                and {(job.failed - job.failures.length).toLocaleString('en-GB')} more, named in the manifest
              </li>
            )}
          </Box>
        </Alert>
      )}
      {state.phase === 'done' && (
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          Saved <strong>{state.fileName}</strong>
          {job ? `: ${countOf(added, 'recording')} with ${added === 1 ? 'its' : 'their'} audio.` : '.'}
          {left && ` Left out: ${left} (see manifest.json).`}
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
