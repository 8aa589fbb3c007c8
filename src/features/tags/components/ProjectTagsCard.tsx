import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { useProjectTags } from '../queries';

export function ProjectTagsCard() {
  const tags = useProjectTags();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="project-tags">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        ProjectTags
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Projects’ subject tags, with the projects that use them; kept in step when a project is saved or
        deleted.
      </Typography>
      <QueryState query={tags} rows={2} loadingLabel="Loading project tags" empty="No project tags">
        {(list) =>
          list.map((t) => (
            <Stack
              key={t.id}
              direction="row"
              sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 1 }}
            >
              <Typography sx={{ fontWeight: 500, minWidth: 160 }}>{t.tagName}</Typography>
              {t.projectKeys.map((k) => (
                <Chip key={k} size="small" label={k} />
              ))}
            </Stack>
          ))
        }
      </QueryState>
    </Paper>
  );
}
