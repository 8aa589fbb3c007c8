import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface Tool {
  label: string;
  text: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

function toggleLink(e: Editor) {
  if (e.isActive('link')) {
    e.chain().focus().unsetLink().run();
    return;
  }
  const href = window.prompt('Link address (https://…)');
  if (href && /^(https?:|mailto:)/i.test(href.trim()))
    e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    text: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    text: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    text: 'H',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    text: '“',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: 'Link', text: 'Link', active: (e) => e.isActive('link'), run: toggleLink },
];

/**
 * The message body's editor (tiptap): paragraphs, a heading level, bold, italic, lists, quotes and links, with
 * the usual keyboard shortcuts (Ctrl+B, Ctrl+I, …). The initial value is read once, so a re-render never resets
 * what is being typed; the HTML it reports is sanitised again before it is saved.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.filter((t) => t.active(e)).map((t) => t.label) : []),
  });
  return (
    <Box>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup size="small" value={active ?? []} aria-label="Formatting" sx={{ mb: 1 }}>
        {TOOLS.map((t) => (
          <ToggleButton
            key={t.label}
            value={t.label}
            aria-label={t.label}
            title={t.label}
            onClick={() => editor && t.run(editor)}
            sx={{ minWidth: 36, fontWeight: t.label === 'Bold' ? 700 : undefined }}
          >
            {t.text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .tiptap': { minHeight: 140, outline: 'none', py: 1 },
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', borderWidth: 2 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
