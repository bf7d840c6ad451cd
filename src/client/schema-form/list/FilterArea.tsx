/**
 * The list's filter (admin-area §2): the screen's filter form, inline above the list or in a
 * right-side panel as the overlay's `list.filter` says. Applying or resetting it starts the
 * list again at page 1; empty fields filter nothing and stay out of the address.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";
import type { FormOutput } from "../../../schema/adapter/to-form";
import { normalizeInput, withoutEmpty } from "../../../schema/validation/normalize-input";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { Skeleton } from "../../ui/Skeleton";
import type { RecordData } from "../api/screen-data";
import { SchemaForm } from "../SchemaForm";
import { useValidator } from "../validator-loader";
import { joinRangeFilters, splitRangeFilters } from "../widgets/dates/range-value";
import { FilterIcon } from "./icons";
import { useListContext } from "./list-context";

export function FilterButton({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  /** The id of the inline filter it shows and hides. */
  controls?: string;
  onToggle(): void;
}) {
  const { query, filterForm } = useListContext();
  const count = Object.keys(joinRangeFilters(query.filters, rangeFieldsOf(filterForm))).length;
  return (
    <Button
      icon={<FilterIcon />}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-haspopup={controls ? undefined : "dialog"}
      onClick={onToggle}
    >
      <Trans>Filter</Trans>
      {count > 0 && <span className="list-count">{count}</span>}
    </Button>
  );
}

export function InlineFilter({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <section id={id} className="list-filter" aria-label={t`Filter`}>
      <FilterForm />
    </section>
  );
}

export function FilterPanel({ onClose }: { onClose(): void }) {
  return (
    <Modal className="filter-panel" title={<Trans>Filter</Trans>} onClose={onClose}>
      <FilterForm onApplied={onClose} />
    </Modal>
  );
}

const hasValue = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== "" &&
  !(
    Array.isArray(value) &&
    value.every((item) => item === null || item === "" || item === undefined)
  );

/** The filters drawn as `*-range` inputs: the address holds each as `f.<id>_from` / `_to`. */
const rangeFieldsOf = (form: FormOutput): ReadonlySet<string> =>
  new Set(form.fields.filter((field) => field.type.endsWith("-range")).map((field) => field.id));

function FilterForm({ onApplied }: { onApplied?(): void }) {
  const formId = useId();
  const { loaded, filterForm: form, query, dispatch, locale } = useListContext();
  const validator = useValidator({
    screenId: loaded.id,
    version: loaded.version,
    view: "filter",
    form,
  });
  const filtersKey = JSON.stringify(query.filters);
  const rangeFields = useMemo(() => rangeFieldsOf(form), [form]);
  const initialValues = useMemo(
    () => withoutEmpty(normalizeInput(form, joinRangeFilters(JSON.parse(filtersKey), rangeFields))),
    [form, filtersKey, rangeFields],
  );

  const apply = (values: RecordData) => {
    const filled = Object.entries(values).filter(([, value]) => hasValue(value));
    dispatch({
      type: "filters",
      filters: splitRangeFilters(Object.fromEntries(filled), rangeFields),
    });
    onApplied?.();
  };

  if (validator.error) {
    return (
      <p role="alert" className="field__error">
        <Trans>Filter tidak dapat disiapkan. Muat ulang halaman.</Trans>
      </p>
    );
  }
  if (!validator.data) return <Skeleton height="4rem" />;
  return (
    <SchemaForm
      // The address is the truth: when it changes (back, reset) the form starts from it.
      key={`${form.schema.$id}:${filtersKey}`}
      id={formId}
      form={form}
      validate={validator.data}
      locale={locale}
      initialValues={initialValues}
      onSubmit={apply}
    >
      <div className="list-filter__actions">
        <Button onClick={() => apply({})}>
          <Trans>Reset</Trans>
        </Button>
        <Button type="submit" variant="primary">
          <Trans>Terapkan</Trans>
        </Button>
      </div>
    </SchemaForm>
  );
}
