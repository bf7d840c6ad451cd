/**
 * A form of the previewed screen in the spec's plain mode: it validates exactly like the real
 * one (same adapter, same compiled validator) but only shows the values it would send.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { FormOutput } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import type { FormView } from "../../schema/overlay/overlay-types";
import type { FormValues } from "../../schema/validation/normalize-input";
import { normalizeInput, withoutEmpty } from "../../schema/validation/normalize-input";
import type { LoadedScreen } from "../schema-form/api/screen-data";
import { SchemaForm } from "../schema-form/SchemaForm";
import { useValidator } from "../schema-form/validator-loader";
import { Button } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";

export function PreviewForm({
  loaded,
  view,
  form,
  sample,
  locale,
}: {
  loaded: LoadedScreen;
  view: FormView;
  form: FormOutput;
  sample: Record<string, unknown>;
  locale: SchemaLocale;
}) {
  const validator = useValidator({ screenId: loaded.id, version: loaded.version, view, form });
  const [emitted, setEmitted] = useState<FormValues>();
  if (validator.error) {
    return (
      <p role="alert" className="field__error">
        <Trans>Validator tidak dapat dimuat: {String(validator.error)}</Trans>
      </p>
    );
  }
  if (!validator.data) return <Skeleton height="12rem" />;
  return (
    <>
      <SchemaForm
        key={`${form.schema.$id}:${locale}`}
        form={form}
        validate={validator.data}
        locale={locale}
        initialValues={view === "update" ? withoutEmpty(normalizeInput(form, sample)) : undefined}
        onSubmit={setEmitted}
      >
        <div className="form-actions">
          <Button type="submit" variant="primary">
            <Trans>Periksa dan tampilkan data</Trans>
          </Button>
        </div>
      </SchemaForm>
      {emitted && (
        <section className="preview__emitted" aria-live="polite">
          <h3>
            <Trans>Data yang akan dikirim</Trans>
          </h3>
          <pre className="code-block">{JSON.stringify(emitted, null, 2)}</pre>
        </section>
      )}
    </>
  );
}
