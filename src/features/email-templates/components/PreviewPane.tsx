import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { RenderedMail } from '@storytelling/shared/mail-templates';
import { previewDocument } from '../preview-document';

export function PreviewPane({ mail, kindName }: { mail: RenderedMail; kindName: string }) {
  const srcDoc = useMemo(() => previewDocument(mail.html), [mail.html]);
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography variant="h3" id="preview-heading" sx={{ fontSize: '1.1rem', fontWeight: 500, mb: 0.5 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        With sample data and the footer every e-mail gets.
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Subject
          </Typography>
          <Typography data-testid="preview-subject" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {mail.subject || '(no subject)'}
          </Typography>
        </Box>
        <Box
          component="iframe"
          title={`HTML preview of the ${kindName} e-mail`}
          sandbox=""
          srcDoc={srcDoc}
          sx={{ display: 'block', width: '100%', height: 360, border: 0, bgcolor: '#fff' }}
        />
      </Paper>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        Plain text
      </Typography>
      <Box
        component="pre"
        data-testid="preview-text"
        sx={{
          m: 0,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'monospace',
          fontSize: 13,
          bgcolor: 'action.hover',
          p: 2,
          borderRadius: 1,
          maxHeight: 320,
          overflow: 'auto',
        }}
      >
        {mail.text}
      </Box>
    </Box>
  );
}
