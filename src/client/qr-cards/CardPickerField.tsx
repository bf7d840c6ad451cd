/**
 * One picker of the card selection: the chosen items' labels, a button opening the lookup
 * widgets' dialog over the picker's list, and a button clearing the choice.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { LookupDialog } from "../schema-form/widgets/lookup/LookupDialog";
import type { LookupChoice } from "../schema-form/widgets/lookup/lookup-choice";
import type { CardPicker } from "./card-pickers";

export function CardPickerField(props: {
  picker: CardPicker;
  chosen: LookupChoice[];
  onChange(chosen: LookupChoice[]): void;
}) {
  const { i18n, t } = useLingui();
  const locale = useSchemaLocale();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const { picker, chosen } = props;
  const title = i18n._(picker.label);
  return (
    <div className="field qr-picker">
      <span className="field__label" id={labelId}>
        {title}
      </span>
      <div className="qr-picker__row">
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          aria-describedby={labelId}
          data-picker={picker.key}
          onClick={() => setOpen(true)}
        >
          {chosen.length === 0 ? (
            <Trans>Pilih…</Trans>
          ) : (
            chosen.map((item) => item.label).join(", ")
          )}
        </button>
        {chosen.length > 0 && (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t`Kosongkan ${title}`}
            onClick={() => props.onChange([])}
          >
            ×
          </button>
        )}
      </div>
      {open && (
        <LookupDialog
          title={title}
          getter={picker.getter}
          option={picker.option}
          mode={picker.mode}
          locale={locale}
          initial={chosen}
          onClose={(selected) => {
            setOpen(false);
            props.onChange(selected);
          }}
        />
      )}
    </div>
  );
}
