import FormatBoldIcon from './icons/FormatBold';
import FormatItalicIcon from './icons/FormatItalic';
import FormatListBulletedIcon from './icons/FormatListBulleted';
import FormatListNumberedIcon from './icons/FormatListNumbered';
import FormatQuoteIcon from './icons/FormatQuote';
import LinkIcon from './icons/Link';
import TitleIcon from './icons/Title';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { LinkDialog } from './LinkDialog';

interface Tool {
  label: string;
  icon: React.ReactNode;
  active: (e: Editor) => boolean;
  /** `openLink` asks for a link's address in the editor's dialog. */
  run: (e: Editor, openLink: () => void) => void;
}

/** The address typed becomes a link on the selected words, or on the link the cursor is in; with nothing
 *  selected, the address itself is written as the link's text. */
function setLink(e: Editor, href: string) {
  const chain = e.chain().focus();
  if (e.state.selection.empty && !e.isActive('link'))
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  else chain.extendMarkRange('link').setLink({ href }).run();
}

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    icon: <FormatBoldIcon fontSize="small" />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: <FormatItalicIcon fontSize="small" />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    icon: <TitleIcon fontSize="small" />,
    active: (e) => e.isActive('heading'),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: <FormatListBulletedIcon fontSize="small" />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumberedIcon fontSize="small" />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: <FormatQuoteIcon fontSize="small" />,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Link',
    icon: <LinkIcon fontSize="small" />,
    active: (e) => e.isActive('link'),
    run: (_e, openLink) => openLink(),
  },
];

/**
 * The one rich-text field (newsletters, drip steps, announcements): tiptap with the starter kit's paragraphs,
 * headings, lists, quotes, bold, italic and links, which is what e-mail clients render reliably, and the usual
 * shortcuts (Ctrl+B, Ctrl+I, …). `initialHtml` is read once: the editor owns its content afterwards and reports
 * each change ('' when empty), so a snapshot or re-render never resets what someone is typing; give it a stable
 * `key`. What it reports is cleaned (src/lib/rich-text.ts) before it is saved, and again on the server.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
  minHeight = 160,
  focusRef,
  snippets = [],
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Shown under the field, which is marked invalid and described by it. */
  error?: string;
  minHeight?: number;
  /** Hands a form library something to focus (react-hook-form's `field.ref`: a failed submit focuses the field). */
  focusRef?: (target: { focus: () => void } | null) => void;
  /** Words to insert at the cursor from a row of chips (a newsletter's merge tags): label, text, and help. */
  snippets?: readonly { label: string; text: string; help?: string }[];
}) {
  const labelId = useId();
  const errorId = useId();
  // The editable area is a labelled multi-line textbox, invalid and described by its message when there is one.
  const attributes = (problem?: string): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(problem ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  });
  // The link dialog, open with the address of the link under the cursor ('' for a new one).
  const [linkAt, setLinkAt] = useState<string | null>(null);
  const openLinkRef = useRef(() => {});
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          // Only text written as an address becomes a link: a dotted word such as "subscriber.name" or
          // "St.Ives" looks like a domain to the link finder, and must stay words.
          shouldAutoLink: (text) => /^(https?:\/\/|mailto:|www\.)/i.test(text),
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: attributes(),
      // Ctrl+K (⌘K), the usual shortcut for a link, opens the same dialog as the toolbar's button.
      handleKeyDown: (_view, event) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey)
          return false;
        event.preventDefault();
        openLinkRef.current();
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });
  // The editor's DOM attributes follow the error without re-creating the editor.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes(error) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads only labelId and errorId
  }, [editor, error, labelId, errorId]);
  useEffect(() => {
    focusRef?.(editor ? { focus: () => editor.commands.focus() } : null);
  }, [editor, focusRef]);
  useEffect(() => {
    openLinkRef.current = () => {
      if (editor) setLinkAt((editor.getAttributes('link').href as string | undefined) ?? '');
    };
  }, [editor]);
  const closeLink = () => {
    setLinkAt(null);
    editor?.commands.focus();
  };
  // A click on a tool or a chip leaves focus and the caret in the text, as in any word processor: the editor
  // takes focus back only a frame later, and a key typed in between went to the button (Enter pressed it again).
  // From the keyboard (Tab to a button, Enter) the command itself puts the caret back.
  const keepCaret = (event: MouseEvent) => event.preventDefault();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.filter((t) => t.active(e)).map((t) => t.label) : []),
  });

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
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
          '& .tiptap': {
            minHeight,
            px: 1.5,
            py: 1,
            outline: 'none',
            '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
          },
        }}
      >
        <Box role="toolbar" aria-label="Formatting" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {TOOLS.map((t) => {
            const on = !!active?.includes(t.label);
            return (
              <Tooltip key={t.label} title={t.label}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t.label}
                    aria-pressed={on}
                    color={on ? 'primary' : 'default'}
                    onMouseDown={keepCaret}
                    onClick={() => editor && t.run(editor, () => openLinkRef.current())}
                    disabled={!editor}
                  >
                    {t.icon}
                  </IconButton>
                </span>
              </Tooltip>
            );
          })}
        </Box>
        {snippets.length > 0 && (
          <Box
            role="toolbar"
            aria-label="Insert"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
              Insert:
            </Typography>
            {snippets.map((snippet) => (
              <Tooltip key={snippet.text} title={snippet.help ?? snippet.text}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={snippet.label}
                  aria-label={`Insert ${snippet.label} (${snippet.text})`}
                  disabled={!editor}
                  onMouseDown={keepCaret}
                  onClick={() => editor?.chain().focus().insertContent(snippet.text).run()}
                />
              </Tooltip>
            ))}
          </Box>
        )}
        <EditorContent editor={editor} />
      </Box>
      {linkAt !== null && editor && (
        <LinkDialog
          initialHref={linkAt || 'https://'}
          onSet={(href) => {
            setLinkAt(null);
            setLink(editor, href);
          }}
          onRemove={
            linkAt
              ? () => {
                  setLinkAt(null);
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                }
              : undefined
          }
          onClose={closeLink}
        />
      )}
      {error && (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
