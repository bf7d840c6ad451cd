/**
 * Rich text (`texteditor`), stored as HTML. The editor itself (Tiptap on ProseMirror) is a
 * separate chunk fetched only when a form shows such a field, so a list or the sign-in page
 * never pays for it; until it arrives the field shows a placeholder of the same height.
 */
import type { WidgetProps } from "@rjsf/utils";
import { lazy, Suspense } from "react";
import { inputWidget } from "../registry/define-widget";
import "./texteditor/texteditor.css";

const RichTextEditor = lazy(() => import("./texteditor/RichTextEditor"));

export function TexteditorWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<div className="rich-text rich-text--loading" aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export const widget = inputWidget("texteditor", TexteditorWidget);
