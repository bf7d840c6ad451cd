/**
 * Deleting a row (admin-area §8): a confirmation first, then DELETE with the row as read;
 * success shows the server's message as a toast, a refusal (a 409 when the row changed or
 * went meanwhile, or any other failure) the error alert. Either way the list is read again.
 */
import { useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useErrorAlert } from "../../ui/use-alert";
import { deleteRecord } from "../api/list";
import type { RecordData } from "../api/screen-data";

export interface DeleteRow {
  /** The row waiting for the user's confirmation. */
  target: RecordData | undefined;
  busy: boolean;
  ask(row: RecordData): void;
  cancel(): void;
  confirm(): Promise<void>;
}

export function useDeleteRow(endpoint: string, refresh: () => void): DeleteRow {
  const { t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorAlert();
  const [target, setTarget] = useState<RecordData>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      const answer = await deleteRecord(endpoint, target);
      enqueueSnackbar(answer.message, { variant: "success" });
    } catch (error) {
      showError(error, t`Data tidak dapat dihapus. Coba lagi.`);
    } finally {
      setBusy(false);
      setTarget(undefined);
      refresh();
    }
  };

  return { target, busy, ask: setTarget, cancel: () => setTarget(undefined), confirm };
}
