/**
 * The create or update view of a screen: the adapter's form for this user and language, its
 * compiled validator, and the save. A refused save (422) puts the server's messages under
 * their fields; any failure also shows the spec's error alert with the server's message.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useId, useMemo, useState } from "react";
import { toForm } from "../../../schema/adapter/to-form";
import { normalizeInput, withoutEmpty } from "../../../schema/validation/normalize-input";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import { serverMessage } from "../../api/http";
import { Button } from "../../ui/Button";
import { AlertIcon } from "../../ui/Icons";
import { Skeleton } from "../../ui/Skeleton";
import {
  createRecord,
  type LoadedScreen,
  type RecordData,
  refusedFields,
  updateRecord,
} from "../api/screens";
import { SchemaForm } from "../SchemaForm";
import { useAdapterContext } from "../use-adapter-context";
import { useValidator } from "../validator-loader";

export interface ScreenFormProps {
  loaded: LoadedScreen;
  view: "create" | "update";
  /** The record being edited, as GET …/show returned it. */
  record?: RecordData;
  onSaved(record: RecordData): void;
  onCancel(): void;
}

export function ScreenForm({ loaded, view, record, onSaved, onCancel }: ScreenFormProps) {
  const { t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const formId = useId();
  const context = useAdapterContext();
  const form = useMemo(() => toForm(loaded.screen, view, context), [loaded, view, context]);
  const validator = useValidator({ screenId: loaded.id, version: loaded.version, view, form });
  const initialValues = useMemo(
    () => (record ? withoutEmpty(normalizeInput(form, record)) : undefined),
    [form, record],
  );
  const [serverErrors, setServerErrors] = useState<FieldErrors>();
  const [saving, setSaving] = useState(false);

  const save = async (values: RecordData) => {
    setSaving(true);
    try {
      const { endpoint } = loaded.screen;
      const answer =
        view === "create"
          ? await createRecord(endpoint, values)
          : await updateRecord(endpoint, { ...record, ...values });
      enqueueSnackbar(answer.message, { variant: "success" });
      onSaved(answer.data);
    } catch (error) {
      setServerErrors(refusedFields(error));
      enqueueSnackbar(
        <span>
          <strong>Error</strong> —{" "}
          {serverMessage(error) ?? t`Data tidak dapat disimpan. Coba lagi.`}
        </span>,
        { variant: "error", anchorOrigin: { vertical: "top", horizontal: "center" } },
      );
    } finally {
      setSaving(false);
    }
  };

  if (validator.error) {
    return (
      <div role="alert" className="alert alert--danger">
        <AlertIcon />
        <div>
          <p className="alert__title">
            <Trans>Formulir tidak dapat disiapkan</Trans>
          </p>
          <p className="alert__text">
            <Trans>Muat ulang halaman. Jika berulang, layar ini mungkin sedang diubah.</Trans>
          </p>
        </div>
      </div>
    );
  }
  if (!validator.data) {
    return (
      <div role="status" aria-busy="true" className="schema-form__grid">
        <span className="visually-hidden">
          <Trans>Menyiapkan formulir…</Trans>
        </span>
        {form.fields.map((field) => (
          <Skeleton key={field.id} height="3.5rem" />
        ))}
      </div>
    );
  }
  return (
    <SchemaForm
      key={form.schema.$id}
      id={formId}
      form={form}
      validate={validator.data}
      locale={context.locale}
      initialValues={initialValues}
      serverErrors={serverErrors}
      onSubmit={(values) => void save(values)}
    >
      <div className="form-actions">
        <Button onClick={onCancel}>
          <Trans>Batal</Trans>
        </Button>
        <Button type="submit" variant="primary" busy={saving}>
          <Trans>Simpan</Trans>
        </Button>
      </div>
    </SchemaForm>
  );
}
