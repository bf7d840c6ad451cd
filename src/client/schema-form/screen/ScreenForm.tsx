/**
 * The create or update view of a screen: the adapter's form for this user and language, its
 * compiled validator, and the save. A refused save (422) puts the server's messages under
 * their fields; any failure also shows the spec's error alert with the server's message.
 * An update refused because someone changed the record meanwhile (409) shows what differs
 * between the user's values and the record now, and lets the user load the record as it is
 * now (dropping their edits) or save their values over it knowingly.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { FormOutput } from "../../../schema/adapter/to-form";
import { toForm } from "../../../schema/adapter/to-form";
import type { ConflictAnswer } from "../../../schema/api/crud";
import { FILE_LINKS_KEY } from "../../../schema/api/crud";
import { normalizeInput, withoutEmpty } from "../../../schema/validation/normalize-input";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import { Button } from "../../ui/Button";
import { AlertIcon } from "../../ui/Icons";
import { Skeleton } from "../../ui/Skeleton";
import { useErrorAlert } from "../../ui/use-alert";
import { conflictOf } from "../api/list";
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
import "../list/list.css";

export interface ScreenFormProps {
  loaded: LoadedScreen;
  view: "create" | "update";
  /** The record being edited, as GET …/show returned it. */
  record?: RecordData;
  onSaved(record: RecordData): void;
  onCancel(): void;
  /** The user chose to continue from the record as it is now (after a conflict). */
  onReloaded?(record: RecordData): void;
}

interface Conflict {
  answer: ConflictAnswer<RecordData>;
  /** The form's values the refused save carried. */
  values: RecordData;
}

export function ScreenForm(props: ScreenFormProps) {
  const { loaded, view, onSaved, onCancel } = props;
  const { t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorAlert();
  const formId = useId();
  const context = useAdapterContext();
  const form = useMemo(() => toForm(loaded.screen, view, context), [loaded, view, context]);
  const validator = useValidator({ screenId: loaded.id, version: loaded.version, view, form });
  // The record the edits apply to: the one read, or the one now after a reload.
  const [base, setBase] = useState(props.record);
  const [generation, setGeneration] = useState(0);
  const fileLinks = base?.[FILE_LINKS_KEY] as Readonly<Record<string, string>> | undefined;
  const initialValues = useMemo(
    () => (base ? withoutEmpty(normalizeInput(form, base)) : undefined),
    [form, base],
  );
  const [serverErrors, setServerErrors] = useState<FieldErrors>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict>();

  const save = async (values: RecordData, onto: RecordData | undefined = base) => {
    setSaving(true);
    setConflict(undefined);
    try {
      const { endpoint } = loaded.screen;
      const answer =
        view === "create"
          ? await createRecord(endpoint, values)
          : await updateRecord(endpoint, { ...onto, ...values });
      enqueueSnackbar(answer.message, { variant: "success" });
      onSaved(answer.data);
    } catch (error) {
      const stale = view === "update" ? conflictOf(error) : undefined;
      if (stale) return setConflict({ answer: stale, values });
      setServerErrors(refusedFields(error));
      showError(error, t`Data tidak dapat disimpan. Coba lagi.`);
    } finally {
      setSaving(false);
    }
  };

  const reload = (current: RecordData) => {
    setConflict(undefined);
    setBase(current);
    // A new form: its values start from the record now.
    setGeneration((count) => count + 1);
    props.onReloaded?.(current);
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
    <>
      {conflict && (
        <ConflictAlert
          form={form}
          conflict={conflict}
          busy={saving}
          onReload={reload}
          onOverwrite={(current) => void save(conflict.values, current)}
        />
      )}
      <SchemaForm
        key={`${form.schema.$id}:${generation}`}
        id={formId}
        form={form}
        validate={validator.data}
        locale={context.locale}
        initialValues={initialValues}
        serverErrors={serverErrors}
        endpoint={loaded.screen.endpoint}
        {...(fileLinks ? { fileLinks } : {})}
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
    </>
  );
}

interface Change {
  id: string;
  label: string;
  yours: string;
  current: string;
}

/** The form's fields whose value the user sent differs from the record now, as text. */
function conflictChanges(form: FormOutput, yours: RecordData, current: RecordData): Change[] {
  const mine = normalizeInput(form, yours);
  const now = normalizeInput(form, current);
  return form.fields
    .filter(
      (field) => JSON.stringify(mine[field.id] ?? null) !== JSON.stringify(now[field.id] ?? null),
    )
    .map((field) => {
      const options = (
        form.uiSchema[field.id] as { "ui:options"?: { enumNames?: Record<string, string> } }
      )?.["ui:options"];
      const text = (value: unknown) =>
        value === null || value === undefined || value === ""
          ? "—"
          : (options?.enumNames?.[String(value)] ??
            (typeof value === "object" ? JSON.stringify(value) : String(value)));
      return {
        id: field.id,
        label: field.label,
        yours: text(mine[field.id]),
        current: text(now[field.id]),
      };
    });
}

function ConflictAlert(props: {
  form: FormOutput;
  conflict: Conflict;
  busy: boolean;
  onReload(current: RecordData): void;
  onOverwrite(current: RecordData): void;
}) {
  const { message, data } = props.conflict.answer;
  const { current } = data;
  const title = useRef<HTMLParagraphElement>(null);
  // The alert appears above the form the user just submitted at its bottom: take them to it.
  useEffect(() => title.current?.focus(), []);
  const changes = current ? conflictChanges(props.form, props.conflict.values, current) : [];
  return (
    <div role="alert" className="alert alert--danger form-conflict">
      <AlertIcon />
      <div className="form-conflict__body">
        <p className="alert__title" ref={title} tabIndex={-1}>
          {message}
        </p>
        {current ? (
          <>
            <p className="alert__text">
              <Trans>
                Data ini sudah diubah orang lain sejak Anda membukanya. Periksa perbedaannya, lalu
                pilih salah satu.
              </Trans>
            </p>
            {changes.length > 0 && (
              <table className="table form-conflict__changes">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Nama isian</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Isian Anda</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Data saat ini</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.id}>
                      <th scope="row">{change.label}</th>
                      <td>{change.yours}</td>
                      <td>{change.current}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div className="form-conflict__actions">
              <Button onClick={() => props.onReload(current)}>
                <Trans>Muat data terbaru (buang isian saya)</Trans>
              </Button>
              <Button
                variant="primary"
                busy={props.busy}
                onClick={() => props.onOverwrite(current)}
              >
                <Trans>Tetap simpan isian saya</Trans>
              </Button>
            </div>
          </>
        ) : (
          <p className="alert__text">
            <Trans>Data ini sudah dihapus orang lain; isian Anda tidak dapat disimpan.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
