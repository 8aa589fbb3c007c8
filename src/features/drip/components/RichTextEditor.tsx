import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

/**
 * A step's body: tiptap with the starter kit (paragraphs, headings, bold, italic, lists, links), which writes
 * simple, e-mail-safe HTML. The HTML is sanitised again when saved (DOMPurify) and on the server before sending.
 * Uncontrolled after the first render: the parent keeps what is typed, and the editor is never re-created
 * while someone types (its key is the step's id).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        style: 'min-height: 120px; outline: none; padding: 8px 12px;',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  // A value set from outside (another step's content after a reorder never reaches here: keys are step ids).
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent();
  }, [editor, value]);

  const tool = (name: string, active: boolean, run: () => void, icon: React.ReactNode) => (
    <IconButton
      size="small"
      aria-label={name}
      aria-pressed={active}
      color={active ? 'primary' : 'default'}
      onClick={run}
      disabled={!editor}
    >
      {icon}
    </IconButton>
  );

  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          '& p': { my: 0.5 },
        }}
      >
        <Stack direction="row" spacing={0.5} sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {tool(
            'Bold',
            !!editor?.isActive('bold'),
            () => editor?.chain().focus().toggleBold().run(),
            <FormatBoldIcon fontSize="small" />,
          )}
          {tool(
            'Italic',
            !!editor?.isActive('italic'),
            () => editor?.chain().focus().toggleItalic().run(),
            <FormatItalicIcon fontSize="small" />,
          )}
          {tool(
            'Bulleted list',
            !!editor?.isActive('bulletList'),
            () => editor?.chain().focus().toggleBulletList().run(),
            <FormatListBulletedIcon fontSize="small" />,
          )}
        </Stack>
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
