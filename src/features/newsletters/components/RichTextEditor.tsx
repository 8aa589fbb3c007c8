import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

/**
 * The newsletter body: tiptap (ProseMirror) with the starter kit's paragraphs, headings, lists, quotes, bold,
 * italic and links, which is all e-mail clients render reliably. `initialHtml` is read once: the editor owns
 * its content afterwards and reports each change, so a snapshot never resets what someone is typing.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'newsletter-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
  });

  const button = (title: string, icon: React.ReactNode, run: () => void, active = false) => (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        onClick={run}
        disabled={!editor}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  function link() {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https://…); empty to remove the link', previous);
    if (href === null) return;
    if (!href.trim()) editor.chain().focus().unsetLink().run();
    else if (/^(https?:|mailto:)/i.test(href.trim()))
      editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '& .newsletter-editor': {
          minHeight: 220,
          px: 2,
          py: 1,
          outline: 'none',
          fontFamily: 'Arial, Helvetica, sans-serif',
          '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
        },
      }}
    >
      <Box role="toolbar" aria-label="Formatting" sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
        {button(
          'Bold',
          <FormatBoldIcon />,
          () => editor?.chain().focus().toggleBold().run(),
          editor?.isActive('bold'),
        )}
        {button(
          'Italic',
          <FormatItalicIcon />,
          () => editor?.chain().focus().toggleItalic().run(),
          editor?.isActive('italic'),
        )}
        {button(
          'Heading',
          <TitleIcon />,
          () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
          editor?.isActive('heading'),
        )}
        {button(
          'Bulleted list',
          <FormatListBulletedIcon />,
          () => editor?.chain().focus().toggleBulletList().run(),
          editor?.isActive('bulletList'),
        )}
        {button(
          'Numbered list',
          <FormatListNumberedIcon />,
          () => editor?.chain().focus().toggleOrderedList().run(),
          editor?.isActive('orderedList'),
        )}
        {button('Link', <LinkIcon />, link, editor?.isActive('link'))}
      </Box>
      <EditorContent editor={editor} />
    </Box>
  );
}
