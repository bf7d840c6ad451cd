/**
 * The dashboard's filters, those its definition offers, in the address: a select per
 * territory, department, project or manpower type (choices already narrowed to the reader's
 * scope by the server), the period as two dates (the dashboard's default range shows until
 * one is picked), and Reset back to the defaults. Each change asks for the figures again.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useState } from "react";
import type { DashboardDefinition, DashboardFilter } from "../../schema/dashboards/dashboard-types";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import { Button } from "../ui/Button";
import { useDashboardContext } from "./dashboard-context";
import { labelText } from "./widget-rows";

export function FilterBar({ definition }: { definition: DashboardDefinition }) {
  const { t } = useLingui();
  const { reset, canReset } = useDashboardContext();
  if (definition.filters.length === 0) return null;
  return (
    <section className="dashboard-filters" aria-label={t`Filter dasbor`}>
      {definition.filters.map((filter) =>
        filter.kind === "period" ? (
          <PeriodFilter key={filter.key} filter={filter} />
        ) : (
          <SelectFilter key={filter.key} filter={filter} />
        ),
      )}
      <Button className="dashboard-filters__reset" onClick={reset} disabled={!canReset}>
        <Trans>Reset</Trans>
      </Button>
    </section>
  );
}

function SelectFilter({ filter }: { filter: DashboardFilter }) {
  const locale = useSchemaLocale();
  const { filters, setFilters } = useDashboardContext();
  const param = filter.key === "period" ? undefined : filter.key;
  if (!param) return null;
  const value = filters[param] ?? "";
  const options = filter.options ?? [];
  // A value from a link that is not among the reader's choices still shows as chosen.
  const known = value === "" || options.some((option) => String(option.code) === value);
  return (
    <label className="dashboard-filter">
      <span className="dashboard-filter__label">{labelText(filter.label, locale)}</span>
      <select
        className="select"
        value={value}
        onChange={(event) => setFilters({ [param]: event.target.value })}
      >
        <option value="">
          <Trans>Semua</Trans>
        </option>
        {options.map((option) => (
          <option key={option.code} value={String(option.code)}>
            {labelText(option.label, locale)}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </label>
  );
}

/** A year typed digit by digit passes through "0002", "0020"…: only a real one is applied. */
const COMPLETE_DAY = /^(19|20)\d\d-\d\d-\d\d$/;

function PeriodFilter({ filter }: { filter: DashboardFilter }) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const { filters, setFilters, data } = useDashboardContext();
  const from = filters.period_from ?? data.data?.period.from ?? "";
  const to = filters.period_to ?? data.data?.period.to ?? "";
  const label = labelText(filter.label, locale);
  const change = (end: "from" | "to") => (value: string) => {
    if (value === "") return setFilters({ period_from: "", period_to: "" });
    setFilters(
      end === "from"
        ? { period_from: value, period_to: to }
        : { period_from: from, period_to: value },
    );
  };
  return (
    <fieldset className="dashboard-filter dashboard-filter--period">
      <legend className="dashboard-filter__label">{label}</legend>
      <div className="dashboard-filter__range">
        <DayInput value={from} max={to} label={t`${label} dari`} onDay={change("from")} />
        <span aria-hidden="true">–</span>
        <DayInput value={to} min={from} label={t`${label} sampai`} onDay={change("to")} />
      </div>
    </fieldset>
  );
}

function DayInput(props: {
  value: string;
  min?: string;
  max?: string;
  label: string;
  onDay(value: string): void;
}) {
  const [draft, setDraft] = useState(props.value);
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setDraft(props.value);
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    if (text === "" || COMPLETE_DAY.test(text)) props.onDay(text);
  };
  return (
    <input
      type="date"
      className="dashboard-filter__day"
      value={draft}
      min={props.min || undefined}
      max={props.max || undefined}
      aria-label={props.label}
      onChange={onChange}
    />
  );
}
