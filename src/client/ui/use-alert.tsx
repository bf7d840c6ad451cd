/**
 * The spec's alert (admin-area §8): a title ('Error' unless given) and a text, centred at the
 * top, gone after 3 s. Success toasts keep the provider's own place, top right.
 */
import { useSnackbar, type VariantType } from "notistack";
import { useCallback } from "react";
import { serverMessage } from "../api/http";

export const ALERT_MS = 3000;

export function useAlert() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (title: string, text: string, variant: VariantType = "error") =>
      enqueueSnackbar(
        <span>
          <strong>{title}</strong> — {text}
        </span>,
        {
          variant,
          autoHideDuration: ALERT_MS,
          anchorOrigin: { vertical: "top", horizontal: "center" },
        },
      ),
    [enqueueSnackbar],
  );
}

/**
 * The spec's failure alert ("Failed call"): title 'Error' and the server's message. A failure
 * without a server answer shows `fallback`, which says what to try.
 */
export function useErrorAlert(): (error: unknown, fallback: string) => void {
  const alert = useAlert();
  return useCallback(
    (error, fallback) => void alert("Error", serverMessage(error) ?? fallback),
    [alert],
  );
}
