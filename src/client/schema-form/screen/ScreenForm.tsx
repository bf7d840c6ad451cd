/**
 * The create or update view of a screen: the adapter's form for this user and language, its
 * compiled validator, and the save. A refused save (422) puts the server's messages under
 * their fields; any failure also shows the spec's error alert with the server's message.
 * An update sends only the fields the user changed, with their values as read, so a change
 * someone made meanwhile to other fields stands (the server merges). When both changed the
 * same field (409), the alert shows each such field as read, as saved meanwhile and as the
 * user has it, and lets the user load the record as it is now (dropping their edits) or save
 * their changes over it knowingly — still only the fields they changed. While the form holds
 * a change (against the record read, or a new record's defaults), leaving it asks first.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import type { FormOutput } from "../../../schema/adapter/to-form";
import { toForm } from "../../../schema/adapter/to-form";
import type { ConflictAnswer } from "../../../schema/api/crud";
import { FILE_LINKS_KEY, FILE_NAMES_KEY } from "../../../schema/api/crud";
import {
  BASE_KEY,
  baseOf,
  changedFields,
  type FieldConflict,
} from "../../../schema/api/field-changes";
import { normalizeInput, withoutEmpty } from "../../../schema/validation/normalize-input";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import { useLeaveGuard } from "../../session/leave-guard";
import { Button } from "../../ui/Button";
import { AlertIcon } from "../../ui/Icons";
import { LoadFailed } from "../../ui/LoadFailed";
import { Skeleton } from "../../ui/Skeleton";
import { useErrorAlert } from "../../ui/use-alert";
import { conflictOf } from "../api/list";
import type { LoadedScreen, RecordData } from "../api/screen-data";
import { createRecord, refusedFields, updateRecord } from "../api/screens";
import { SchemaForm } from "../SchemaForm";
import { useAdapterContext } from "../use-adapter-context";
import { useValidator } from "../validator-loader";
import { withLockedFields } from "./preset-fields";
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
  /** A new record's values given by its parent (a detail tab's key): prefilled and locked. */
  preset?: RecordData;
}

interface Conflict {
  answer: ConflictAnswer<RecordData>;
  /** The fields the user changed, as the refused save carried them. */
  changes: RecordData;
}

export function ScreenForm(props: ScreenFormProps) {
  const { loaded, view, onSaved, onCancel, preset } = props;
  const { t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  const showError = useErrorAlert();
  const formId = useId();
  const context = useAdapterContext();
  // By content: the page parses a new preset object from its address on every render.
  const presetKey = JSON.stringify(view === "create" ? (preset ?? {}) : {});
  const form = useMemo(
    () =>
      withLockedFields(
        toForm(loaded.screen, view, context),
        Object.keys(JSON.parse(presetKey) as RecordData),
      ),
    [loaded, view, context, presetKey],
  );
  const validator = useValidator({ screenId: loaded.id, version: loaded.version, view, form });
  // The record the edits apply to: the one read, or the one now after a reload.
  const [base, setBase] = useState(props.record);
  const [generation, setGeneration] = useState(0);
  const fileLinks = base?.[FILE_LINKS_KEY] as Readonly<Record<string, string>> | undefined;
  const fileNames = base?.[FILE_NAMES_KEY] as Readonly<Record<string, string>> | undefined;
  const initialValues = useMemo(() => {
    if (base) return withoutEmpty(normalizeInput(form, base));
    const given = JSON.parse(presetKey) as RecordData;
    return Object.keys(given).length > 0
      ? { ...defaultsOf(form), ...withoutEmpty(normalizeInput(form, given)) }
      : undefined;
  }, [form, base, presetKey]);
  const [serverErrors, setServerErrors] = useState<FieldErrors>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict>();
  // Whether the form holds changes that leaving would lose; a ref, so a save clears it
  // before the navigation it starts asks.
  const unsaved = useRef(false);
  useLeaveGuard(() => unsaved.current);

  /** Saves `changes` (an update: only what the user changed) onto the record `onto` as read. */
  const save = async (changes: RecordData, onto: RecordData | undefined = base) => {
    if (view === "update" && onto && Object.keys(changes).length === 0) {
      enqueueSnackbar(t`Tidak ada perubahan untuk disimpan.`, { variant: "info" });
      unsaved.current = false;
      return onSaved(onto);
    }
    setSaving(true);
    setConflict(undefined);
    try {
      const { endpoint } = loaded.screen;
      const answer =
        view === "create"
          ? await createRecord(endpoint, changes)
          : await updateRecord(endpoint, updateBody(form, onto ?? {}, changes));
      enqueueSnackbar(answer.message, { variant: "success" });
      unsaved.current = false;
      // Lists of this screen read moments ago (a detail tab's) must not come back without it.
      void mutate(isListOf(endpoint), undefined, { revalidate: true });
      onSaved(answer.data);
    } catch (error) {
      const stale = view === "update" ? conflictOf(error) : undefined;
      if (stale) return setConflict({ answer: stale, changes });
      setServerErrors(refusedFields(error));
      showError(error, t`Data tidak dapat disimpan. Coba lagi.`);
    } finally {
      setSaving(false);
    }
  };

  const reload = (current: RecordData) => {
    setConflict(undefined);
    unsaved.current = false;
    setBase(current);
    // A new form: its values start from the record now.
    setGeneration((count) => count + 1);
    props.onReloaded?.(current);
  };

  if (validator.error) {
    return (
      <LoadFailed
        title={<Trans>Formulir tidak dapat disiapkan</Trans>}
        error={validator.error}
        retry={{
          className: "alert__action",
          busy: validator.isValidating,
          onClick: () => void validator.mutate(),
        }}
      />
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
          onOverwrite={(current) => void save(conflict.changes, current)}
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
        {...(fileNames ? { fileNames } : {})}
        onSubmit={(values) =>
          void save(view === "update" && base ? changedFields(form, base, values) : values)
        }
        onValuesChange={(values) => {
          unsaved.current =
            Object.keys(changedFields(form, base ?? initialValues ?? defaultsOf(form), values))
              .length > 0;
        }}
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

/** Matches the SWR keys of `endpoint`'s list pages (`["list", endpoint, params]`). */
const isListOf = (endpoint: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === "list" && key[1] === endpoint;

/** A new record's values before the user types: the defaults the form fills in. */
function defaultsOf(form: FormOutput): RecordData {
  return Object.fromEntries(
    Object.entries(form.schema.properties).flatMap(([field, property]) =>
      "default" in property ? [[field, property.default]] : [],
    ),
  );
}

/** An update's body: the version read, the changes, and the changed fields as read. */
function updateBody(form: FormOutput, onto: RecordData, changes: RecordData): RecordData {
  return {
    id: onto.id,
    updated_at: onto.updated_at,
    ...changes,
    [BASE_KEY]: baseOf(form, onto, changes),
  };
}

interface Change {
  id: string;
  label: string;
  base: string;
  theirs: string;
  mine: string;
}

/** The fields both people changed, as text: option labels for fixed choices, "—" for empty. */
function conflictChanges(form: FormOutput, conflicts: readonly FieldConflict[]): Change[] {
  return conflicts.flatMap((conflict) => {
    const field = form.fields.find((candidate) => candidate.id === conflict.field);
    if (!field) return [];
    const options = (
      form.uiSchema[field.id] as { "ui:options"?: { enumNames?: Record<string, string> } }
    )?.["ui:options"];
    const text = (value: unknown) =>
      value === null || value === undefined || value === ""
        ? "—"
        : (options?.enumNames?.[String(value)] ??
          (typeof value === "object" ? JSON.stringify(value) : String(value)));
    return [
      {
        id: field.id,
        label: field.label,
        base: text(conflict.base),
        theirs: text(conflict.theirs),
        mine: text(conflict.mine),
      },
    ];
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
  const changes = conflictChanges(props.form, data.conflicts ?? []);
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
                      <Trans>Semula</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Data saat ini</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Isian Anda</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.id}>
                      <th scope="row">{change.label}</th>
                      <td>{change.base}</td>
                      <td>{change.theirs}</td>
                      <td>{change.mine}</td>
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
