/**
 * The rich text editor: Tiptap's starter kit (paragraphs, headings 2–3, bold, italic,
 * underline, strike, lists, quotes, links, undo) with a toolbar. Its value is the editor's
 * HTML; an editor with no text reports no value, so "required" means something was written.
 * ProseMirror keeps only what its schema knows, so pasted markup outside it never reaches the
 * value; the server sanitises again before storing (src/server/crud/rich-text.ts).
 */
import type { WidgetProps } from "@rjsf/utils";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import DOMPurify from "dompurify";
import { useEffect, useRef } from "react";
import { accessibilityProps } from "../input-attributes";
import { EditorToolbar } from "./EditorToolbar";

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // An empty paragraph kept after every list or quote would be stored with each value.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto", "tel"],
    },
  }),
];

/** The editor's HTML, or the form's empty value when nothing is written. */
const reportedValue = (html: string, isEmpty: boolean, emptyValue: unknown) =>
  isEmpty ? emptyValue : html;

export default function RichTextEditor(props: WidgetProps) {
  const { id, value, label, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const editable = !(disabled || readonly);
  // What this editor last reported: a value that differs came from outside (a reset, a reload).
  const reported = useRef<unknown>(value);
  const aria = accessibilityProps(props);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: typeof value === "string" ? value : "",
    editable,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        "aria-describedby": aria["aria-describedby"],
        ...(aria["aria-invalid"] ? { "aria-invalid": "true" } : {}),
        ...(aria["aria-required"] ? { "aria-required": "true" } : {}),
        class: "rich-text__content",
      },
      // Pasted markup is purified in an inert document before ProseMirror reads it, so an
      // `<img onerror>` from the clipboard never reaches a live element, even for a moment.
      transformPastedHTML: (html) => DOMPurify.sanitize(html),
    },
    onUpdate: ({ editor }) => {
      reported.current = reportedValue(editor.getHTML(), editor.isEmpty, options.emptyValue);
      onChange(reported.current);
    },
    onBlur: ({ editor }) => onBlur(id, editor.getHTML()),
    onFocus: ({ editor }) => onFocus(id, editor.getHTML()),
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(typeof value === "string" ? value : "", { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => editor.setEditable(editable), [editor, editable]);

  return (
    <div className={`rich-text${aria["aria-invalid"] ? " rich-text--invalid" : ""}`}>
      {editable && <EditorToolbar editor={editor} controls={id} />}
      <EditorContent editor={editor} />
    </div>
  );
}
