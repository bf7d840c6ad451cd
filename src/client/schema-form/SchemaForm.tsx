/**
 * A form drawn from the adapter's output by @rjsf/core with Mandor's theme and widgets.
 *
 * Validation is the shared `validateValues` (the same messages the server answers with), run
 * on every change with the compiled validator; `validation-display` decides which errors are
 * on screen (eager and aggressive fields, everything after a submit), and the server's 422
 * errors join them until their field changes. RJSF itself only draws: `noValidate`, and the
 * visible errors arrive as `extraErrors`, updated only when what is visible changes, so a
 * keystroke re-renders nothing but its own field.
 */
import Form, { type IChangeEvent } from "@rjsf/core";
import type { ErrorSchema } from "@rjsf/utils";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import type { FormOutput } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import type { FormValues } from "../../schema/validation/normalize-input";
import { businessToday } from "../../schema/validation/periods";
import type { FieldErrors } from "../../schema/validation/to-field-errors";
import { type CompiledValidator, validateValues } from "../../schema/validation/validate-values";
import { fieldOfId, type SchemaFormContext } from "./form-context";
import { createFormStore, type FieldStatus } from "./form-store";
import { formValidator, toErrorSchema } from "./form-validator";
import { fields, templates, widgets } from "./templates/theme";
import {
  type DisplayEvent,
  type DisplayState,
  fieldStatus,
  INITIAL_DISPLAY,
  nextDisplay,
  visibleErrors,
} from "./validation-display";
import "./schema-form.css";

export interface SchemaFormProps {
  form: FormOutput;
  validate: CompiledValidator;
  locale: SchemaLocale;
  initialValues?: FormValues;
  /** The field errors of the last refused save (HTTP 422). */
  serverErrors?: FieldErrors;
  /** Called with every field of the form, cleaned, once the form is valid. */
  onSubmit(values: FormValues): void;
  /** Called with the form's values after every change, as typed. */
  onValuesChange?(values: FormValues): void;
  id?: string;
  disabled?: boolean;
  /** The screen's endpoint, for widgets that call it (uploads). */
  endpoint?: string;
  /** The edited record's file URLs by field (its `$files`). */
  fileLinks?: Readonly<Record<string, string>>;
  /** The edited record's files' original names by field (its `$fileNames`). */
  fileNames?: Readonly<Record<string, string>>;
  /** The actions at the bottom of the form (its submit button among them). */
  children?: ReactNode;
}

function focusField(field: string) {
  const element = document.getElementById(`root_${field}`);
  const target = element?.matches("input, select, textarea")
    ? element
    : element?.querySelector<HTMLElement>("input, select, textarea");
  target?.focus();
}

export function SchemaForm(props: SchemaFormProps) {
  const { form, validate, locale, onSubmit } = props;
  const formRef = useRef<Form>(null);
  const [store] = useState(() => createFormStore(props.initialValues ?? {}));
  const validator = useMemo(() => formValidator(form, validate, locale), [form, validate, locale]);
  const modes = useMemo(() => new Map(form.fields.map((field) => [field.id, field.mode])), [form]);
  const check = (values: FormValues) =>
    validateValues(form, validate, values, { locale, today: businessToday() });
  const state = useRef<{ display: DisplayState; errors: FieldErrors; server: FieldErrors }>({
    display: INITIAL_DISPLAY,
    errors: {},
    server: {},
  });
  const shown = useRef("{}");
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();

  const { endpoint, fileLinks, fileNames } = props;
  const formContext = useMemo<SchemaFormContext>(
    () => ({
      locale,
      store,
      setFieldValue: (field, value) => formRef.current?.setFieldValue(field, value as never),
      endpoint,
      fileLinks,
      fileNames,
    }),
    [locale, store, endpoint, fileLinks, fileNames],
  );

  /** Puts the visible errors, the fields' statuses and new values on screen, if they changed. */
  const publish = (values?: FormValues) => {
    const { display, errors, server } = state.current;
    const local = visibleErrors(display, errors);
    const visible: FieldErrors = { ...local };
    for (const [field, messages] of Object.entries(server)) {
      visible[field] = [
        ...(local[field] ?? []),
        ...messages.filter((m) => !local[field]?.includes(m)),
      ];
    }
    const status: Record<string, FieldStatus> = {};
    for (const field of form.fields) {
      status[field.id] = visible[field.id] ? "invalid" : fieldStatus(display, errors, field.id);
    }
    store.update({ status, ...(values ? { values } : {}) });
    const key = JSON.stringify(visible);
    if (key !== shown.current) {
      shown.current = key;
      setExtraErrors(toErrorSchema(visible));
    }
  };

  const record = (event: DisplayEvent) => {
    state.current.display = nextDisplay(state.current.display, event);
  };

  const handleChange = (event: IChangeEvent, id?: string) => {
    const values = (event.formData ?? {}) as FormValues;
    const before = state.current.errors;
    state.current.errors = check(values).errors;
    const field = id ? fieldOfId(id) : undefined;
    const mode = field ? modes.get(field) : undefined;
    if (field && mode) {
      record({ type: "change", field, mode, wasInvalid: Boolean(before[field]?.length) });
      if (state.current.server[field]) {
        const { [field]: _cleared, ...rest } = state.current.server;
        state.current.server = rest;
      }
    }
    publish(values);
    props.onValuesChange?.(values);
  };

  const handleBlur = (id: string) => {
    const field = fieldOfId(id);
    if (!modes.has(field)) return;
    record({ type: "blur", field });
    publish();
  };

  const handleSubmit = (event: IChangeEvent) => {
    const result = check((event.formData ?? {}) as FormValues);
    state.current.errors = result.errors;
    record({ type: "submit", fields: form.fields.map((field) => field.id) });
    publish();
    const first = form.fields.find((field) => result.errors[field.id]);
    if (first) return focusField(first.id);
    // Every field is sent, an emptied one as null, so an update can clear a value.
    const cleared = Object.fromEntries(form.fields.map((field) => [field.id, null]));
    onSubmit({ ...cleared, ...result.values });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the server answers, not on every render
  useEffect(() => {
    state.current.server = props.serverErrors ?? {};
    record({ type: "submit", fields: Object.keys(state.current.server) });
    publish();
    const first = form.fields.find((field) => state.current.server[field.id]);
    if (first) focusField(first.id);
  }, [props.serverErrors]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial values are checked once
  useEffect(() => {
    state.current.errors = check(props.initialValues ?? {}).errors;
  }, []);

  return (
    <Form
      ref={formRef}
      id={props.id}
      className="schema-form"
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={validator}
      formContext={formContext}
      templates={templates}
      fields={fields}
      widgets={widgets}
      initialFormData={props.initialValues}
      noValidate
      noHtml5Validate
      showErrorList={false}
      extraErrors={extraErrors}
      disabled={props.disabled}
      onChange={handleChange}
      onBlur={handleBlur}
      onSubmit={handleSubmit}
    >
      {props.children}
    </Form>
  );
}
