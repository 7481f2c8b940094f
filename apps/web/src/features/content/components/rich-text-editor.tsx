import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CONTROL_CLASS, CONTROL_FRAME_CLASS } from '../../../components/ui/control.ts';
import { toast } from '../../../lib/toast.ts';
import { useContentTexts } from '../texts.ts';

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-pressed={active ?? undefined}
      onClick={onClick}
      className={cn(
        'min-w-9 rounded px-2 py-1 text-sm font-medium hover:bg-zinc-200 focus-visible:outline-2 dark:hover:bg-zinc-700',
        active && 'bg-zinc-200 dark:bg-zinc-700',
      )}
    >
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * The rich-text editor (Tiptap, loaded only on the pages that write posts): paragraphs, headings, lists, quotes,
 * links and uploaded images. What it produces is HTML the server sanitises again before storing (ADR 049).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  uploadImage,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string;
  uploadImage(file: File): Promise<string>;
}) {
  const { t } = useContentTexts();
  const labelId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'prose-post min-h-48 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className={cn(CONTROL_FRAME_CLASS, 'p-0', error ? 'border-red-500' : 'border-zinc-300 dark:border-zinc-700')}>
        <div
          role="toolbar"
          aria-label={t('content.editor.toolbar')}
          className="flex flex-wrap gap-1 border-b border-zinc-200 p-1 dark:border-zinc-700"
        >
          <ToolButton label={t('content.editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
            <strong>B</strong>
          </ToolButton>
          <ToolButton label={t('content.editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
            <em>I</em>
          </ToolButton>
          <ToolButton
            label={t('content.editor.heading2')}
            active={state.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </ToolButton>
          <ToolButton
            label={t('content.editor.heading3')}
            active={state.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </ToolButton>
          <ToolButton
            label={t('content.editor.bulletList')}
            active={state.bullet}
            onClick={() => chain().toggleBulletList().run()}
          >
            •
          </ToolButton>
          <ToolButton
            label={t('content.editor.orderedList')}
            active={state.ordered}
            onClick={() => chain().toggleOrderedList().run()}
          >
            1.
          </ToolButton>
          <ToolButton label={t('content.editor.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
            ”
          </ToolButton>
          <ToolButton
            label={state.link ? t('content.editor.unlink') : t('content.editor.link')}
            active={state.link}
            onClick={() => (state.link ? chain().unsetLink().run() : setLinkOpen((open) => !open))}
          >
            🔗
          </ToolButton>
          <ToolButton label={t('content.editor.image')} onClick={() => fileInput.current?.click()}>
            🖼
          </ToolButton>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              try {
                const url = await uploadImage(file);
                chain().setImage({ src: url, alt: '' }).run();
              } catch (failure) {
                toast.error(failure instanceof Error ? failure.message : String(failure));
              }
            }}
          />
        </div>
        {linkOpen ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-zinc-200 p-2 dark:border-zinc-700">
            <label className="flex grow flex-col gap-1 text-sm">
              {t('content.editor.linkAddress')}
              <input
                type="url"
                value={href}
                onChange={(event) => setHref(event.target.value)}
                className={cn(CONTROL_CLASS, 'border-zinc-300 dark:border-zinc-700')}
              />
            </label>
            <Button
              type="button"
              onClick={() => {
                if (/^(https?:\/\/|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
                setLinkOpen(false);
              }}
            >
              {t('content.editor.addLink')}
            </Button>
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
