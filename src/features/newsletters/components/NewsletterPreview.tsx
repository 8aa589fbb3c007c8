import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  DEFAULT_TEMPLATES,
  escapeHtml,
  renderTemplate,
  withFooter,
} from '@storytelling/shared/mail-templates';
import { DEFAULT_PRODUCT_NAME } from '@storytelling/shared/mail-kinds';
import { fillMergeTags, sampleValues } from '@storytelling/shared/merge-tags';
import { useCustomFields } from '../../../lib/custom-fields';
import { SenderLines, useSenderIdentity } from '../../organisations';
import { htmlToText } from '../model';
import { sanitizeRichText } from '../../../lib/rich-text';

const WIDTHS = { desktop: 640, phone: 375 } as const;

/**
 * The newsletter as a recipient sees it, in the pipeline's newsletter layout with the footer the server adds,
 * in a sandboxed frame at desktop or phone width; and its plain-text part, generated from the HTML.
 */
export function NewsletterPreview({
  subject,
  preheader,
  html,
  organisationName,
  organisationId,
}: {
  subject: string;
  preheader: string;
  html: string;
  organisationName: string;
  organisationId: string;
}) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  // The sender as the server reads it when the send starts: the same builder, the same footer below.
  const { sender, checking, problem } = useSenderIdentity(organisationId, organisationName);
  // Filled as the server fills it for one recipient (mail/deliver.ts), for the sample person.
  const fields = useCustomFields(organisationId).data;
  const sample = useMemo(() => sampleValues(organisationName, fields), [organisationName, fields]);
  const mail = useMemo(() => {
    const clean = fillMergeTags(sanitizeRichText(html), sample, escapeHtml);
    const filled = renderTemplate(
      { ...DEFAULT_TEMPLATES.newsletter, subject: fillMergeTags(subject, sample) },
      { organisationName, preheader, content: clean },
      { content: clean },
    );
    return withFooter(filled, {
      kind: 'newsletter',
      productName: DEFAULT_PRODUCT_NAME,
      unsubscribeUrl: sample.unsubscribeUrl,
      sender,
    });
  }, [subject, preheader, html, organisationName, sample, sender]);
  const text = useMemo(() => fillMergeTags(htmlToText(sanitizeRichText(html)), sample), [html, sample]);

  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" id="preview-heading" sx={{ fontSize: '1.1rem', fontWeight: 500 }}>
          Preview
        </Typography>
        <Typography variant="body2" color="text.secondary">
          as {sample.name} ({sample.recipientEmail}) would receive it
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_e, v: keyof typeof WIDTHS | null) => v && setWidth(v)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <SenderLines sender={sender} checking={checking} problem={problem} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {/* Filled directly, not through the layout: a tag that does not exist stays visible here. */}
        <strong>Subject:</strong> {fillMergeTags(subject, sample) || '—'}
        {preheader ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            — {preheader}
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ overflowX: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
        <Box
          component="iframe"
          title={`Newsletter preview at ${width} width`}
          sandbox=""
          srcDoc={`<!doctype html><html><body style="margin:8px;background:#fff">${mail.html}</body></html>`}
          sx={{
            display: 'block',
            mx: 'auto',
            width: WIDTHS[width],
            maxWidth: 'none',
            height: 420,
            border: 0,
            bgcolor: '#fff',
          }}
        />
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <summary>Plain-text version</summary>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13, m: 0, mt: 1 }}>
          {text}
        </Box>
      </Box>
    </Box>
  );
}
