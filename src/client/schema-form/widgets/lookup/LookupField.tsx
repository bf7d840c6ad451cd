/**
 * A lookup field (admin-area §3, §4, §8): the chosen items' labels and a button opening the
 * dialog. lookup-radio stores one code, lookup-checkbox an array of codes (lookup-choice.ts).
 * Stored codes are shown by their rows, asked for once; a code the getter no longer has says
 * 'Value tidak ditemukan'.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import type { OverlayOption } from "../../../../schema/overlay/overlay-types";
import { schemaFormContext } from "../../form-context";
import { accessibilityProps } from "../input-attributes";
import { LookupDialog } from "./LookupDialog";
import {
  codesOf,
  type LookupChoice,
  type LookupMode,
  storedValue,
  toChoice,
} from "./lookup-choice";
import { useValueRows } from "./lookup-data";
import { SelectedItems } from "./SelectedItems";

export function LookupField(props: WidgetProps & { mode: LookupMode }) {
  const { t } = useLingui();
  const { id, value, options, onChange, onBlur, label, mode } = props;
  const locale = schemaFormContext(props.registry)?.locale ?? "id";
  const option = options.option as OverlayOption | undefined;
  const getter = (options.getter as string | undefined) ?? "";
  const [open, setOpen] = useState(false);
  // Choices made in the dialog carry their rows: no call to show what was just picked.
  const [known, setKnown] = useState<LookupChoice[]>([]);
  const codes = codesOf(value);
  const unknown = codes.filter((code) => !known.some((item) => item.code === code));
  const fetched = useValueRows(getter, option?.code ?? "id", unknown);
  const fetchedChoices = (fetched.data ?? []).map((row) => toChoice(row, option, locale));
  const selected = codes.map(
    (code) =>
      known.find((item) => item.code === code) ??
      fetchedChoices.find((item) => item.code === code) ?? { code, label: String(code), cells: [] },
  );
  const disabled = props.disabled || props.readonly || !getter;

  const commit = (choices: LookupChoice[]) => {
    setOpen(false);
    setKnown(choices);
    const next = storedValue(choices, mode);
    onChange(next);
    onBlur(id, next);
  };

  return (
    <div className="lookup">
      <button
        id={id}
        type="button"
        className="button button--secondary lookup__open"
        aria-haspopup="dialog"
        disabled={disabled}
        {...accessibilityProps(props)}
        onClick={() => setOpen(true)}
      >
        {mode === "radio" && selected[0] ? selected[0].label : props.placeholder || t`Pilih…`}
      </button>
      {mode === "checkbox" ? (
        <SelectedItems
          items={selected}
          {...(disabled
            ? {}
            : {
                onRemove: (item: LookupChoice) =>
                  commit(selected.filter((other) => other !== item)),
              })}
        />
      ) : null}
      {mode === "radio" && selected[0] && !disabled && !props.required ? (
        <button type="button" className="button button--secondary" onClick={() => commit([])}>
          <Trans>Kosongkan</Trans>
        </button>
      ) : null}
      {fetched.error ? (
        <p className="field__note field__note--danger" role="alert">
          {t`Value tidak ditemukan`}
        </p>
      ) : null}
      {!getter ? (
        <p className="field__note field__note--danger" role="alert">
          {t`Daftar pilihan tidak ditemukan`}
        </p>
      ) : null}
      {open ? (
        <LookupDialog
          title={label}
          getter={getter}
          option={option}
          mode={mode}
          locale={locale}
          initial={selected}
          onClose={commit}
        />
      ) : null}
    </div>
  );
}
