import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { PageSection } from '../../../components/PageSection';
import { TEMPLATE_SAMPLES } from '../../email/samples';
import { EMAIL_ERRORS } from '../../email/templates';

/** Every e-mail template rendered with sample data: subject, html preview and plain text. */
export default function EmailTemplatesScreen() {
  const [selected, setSelected] = useState(0);
  const t = TEMPLATE_SAMPLES[selected]!;
  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Email Templates
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Paper variant="outlined" sx={{ minWidth: 260 }}>
          <List aria-label="Templates">
            {TEMPLATE_SAMPLES.map((s, i) => (
              <ListItemButton key={s.kind} selected={i === selected} onClick={() => setSelected(i)}>
                <ListItemText primary={s.name} secondary={`To: ${s.to}`} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            If sending fails, the user sees: “{EMAIL_ERRORS[t.kind]}”
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="subtitle2">Subject: {t.email.subject}</Typography>
            {/* The templates escape their inputs; sanitised again because this is raw html. */}
            <Box sx={{ mt: 1 }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(t.email.html) }} />
          </Paper>
          <Typography variant="subtitle2">Plain text</Typography>
          <Box
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              fontFamily: 'monospace',
              fontSize: 13,
              bgcolor: 'action.hover',
              p: 2,
              borderRadius: 1,
            }}
          >
            {t.email.text}
          </Box>
        </Box>
      </Stack>
    </PageSection>
  );
}
