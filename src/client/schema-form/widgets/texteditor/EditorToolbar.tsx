/**
 * The editor's toolbar: one button per mark, block and history step, each named in the
 * reader's language with its keyboard shortcut, pressed while its format applies at the
 * caret. The buttons do not take the focus from the text, so a click formats the selection.
 */
import { useLingui } from "@lingui/react/macro";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { type MouseEvent, useState } from "react";
import { LinkForm } from "./LinkForm";

interface ToolbarProps {
  editor: Editor;
  /** The id of the editable area the toolbar formats. */
  controls: string;
}

interface Tool {
  key: string;
  glyph: string;
  name: string;
  /** Shown beside the name, e.g. "Ctrl+B". */
  shortcut?: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

export function EditorToolbar({ editor, controls }: ToolbarProps) {
  const { t } = useLingui();
  const [linking, setLinking] = useState(false);
  const chain = (editor: Editor) => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: "bold",
      glyph: "B",
      name: t`Tebal`,
      shortcut: "Ctrl+B",
      active: (e) => e.isActive("bold"),
      run: (e) => chain(e).toggleBold().run(),
    },
    {
      key: "italic",
      glyph: "I",
      name: t`Miring`,
      shortcut: "Ctrl+I",
      active: (e) => e.isActive("italic"),
      run: (e) => chain(e).toggleItalic().run(),
    },
    {
      key: "underline",
      glyph: "U",
      name: t`Garis bawah`,
      shortcut: "Ctrl+U",
      active: (e) => e.isActive("underline"),
      run: (e) => chain(e).toggleUnderline().run(),
    },
    {
      key: "strike",
      glyph: "S",
      name: t`Coret`,
      shortcut: "Ctrl+Shift+S",
      active: (e) => e.isActive("strike"),
      run: (e) => chain(e).toggleStrike().run(),
    },
    {
      key: "h2",
      glyph: "H2",
      name: t`Judul`,
      shortcut: "Ctrl+Alt+2",
      active: (e) => e.isActive("heading", { level: 2 }),
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      glyph: "H3",
      name: t`Subjudul`,
      shortcut: "Ctrl+Alt+3",
      active: (e) => e.isActive("heading", { level: 3 }),
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bullets",
      glyph: "•",
      name: t`Daftar berpoin`,
      shortcut: "Ctrl+Shift+8",
      active: (e) => e.isActive("bulletList"),
      run: (e) => chain(e).toggleBulletList().run(),
    },
    {
      key: "numbers",
      glyph: "1.",
      name: t`Daftar bernomor`,
      shortcut: "Ctrl+Shift+7",
      active: (e) => e.isActive("orderedList"),
      run: (e) => chain(e).toggleOrderedList().run(),
    },
    {
      key: "quote",
      glyph: "❝",
      name: t`Kutipan`,
      shortcut: "Ctrl+Shift+B",
      active: (e) => e.isActive("blockquote"),
      run: (e) => chain(e).toggleBlockquote().run(),
    },
    {
      key: "link",
      glyph: "🔗",
      name: t`Tautan`,
      active: (e) => e.isActive("link"),
      run: () => setLinking((open) => !open),
    },
    {
      key: "undo",
      glyph: "↶",
      name: t`Urungkan`,
      shortcut: "Ctrl+Z",
      run: (e) => chain(e).undo().run(),
    },
    {
      key: "redo",
      glyph: "↷",
      name: t`Ulangi`,
      shortcut: "Ctrl+Shift+Z",
      run: (e) => chain(e).redo().run(),
    },
  ];
  // Re-rendered only when a button's pressed state changes, not on every keystroke.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => (tool.active ? tool.active(current) : undefined)).join(","),
  });
  const states = pressed.split(",");

  return (
    <div className="rich-text__toolbar-area">
      <div
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={t`Format teks`}
        aria-controls={controls}
      >
        {tools.map((tool, index) => {
          const name = tool.shortcut ? `${tool.name} (${tool.shortcut})` : tool.name;
          return (
            <button
              key={tool.key}
              type="button"
              className={`rich-text__tool rich-text__tool--${tool.key}`}
              aria-label={name}
              title={name}
              aria-pressed={tool.active ? states[index] === "true" : undefined}
              onMouseDown={keepFocus}
              onClick={() => tool.run(editor)}
            >
              <span aria-hidden="true">{tool.glyph}</span>
            </button>
          );
        })}
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}
