/**
 * The address of a link, asked for under the toolbar rather than in the browser's prompt:
 * Enter applies it to the selection, an empty address removes the link, Esc goes back.
 */
import { useLingui } from "@lingui/react/macro";
import type { Editor } from "@tiptap/react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../ui/Button";

export function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const { t } = useLingui();
  const inputId = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    (address === "" ? chain.unsetLink() : chain.setLink({ href: address })).run();
    onDone();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Esc here closes this form, not a dialog the form sits in.
    event.preventDefault();
    event.stopPropagation();
    editor.commands.focus();
    onDone();
  };

  return (
    // A nested <form> is invalid inside the record's form: Enter and the button apply instead.
    <div className="rich-text__link">
      <label htmlFor={inputId}>{t`Alamat tautan`}</label>
      <input
        id={inputId}
        className="input"
        type="url"
        value={href}
        placeholder="https://"
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the link button
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply(event);
          cancelOnEscape(event);
        }}
      />
      <Button size="small" onClick={apply}>
        {t`Terapkan`}
      </Button>
    </div>
  );
}
