import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentProps } from 'react';

// The editor (tiptap and ProseMirror, ~125 KB of JS gzip) is most of what a screen with one downloads: loaded
// when a form that edits rich text is shown, not with the screen that may open one.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

type Props = ComponentProps<typeof RichTextEditor>;

/** RichTextEditor, fetched when first shown; until then its label over a box of its height says it is coming. */
export function RichTextEditorOnDemand(props: Props) {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-busy="true">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {props.label}
          </Typography>
          <Box
            sx={{
              minHeight: (props.minHeight ?? 160) + 48,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              color: 'text.secondary',
            }}
          >
            Loading the editor…
          </Box>
          {props.error && (
            <Typography variant="caption" color="error" sx={{ mx: 1.75 }}>
              {props.error}
            </Typography>
          )}
        </Box>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
