/**
 * The spec's alert (admin-area §8): a title ('Error' unless given) and a text, centred at the
 * top, gone after 3 s. Success toasts keep the provider's own place, top right.
 */
import { useSnackbar, type VariantType } from "notistack";
import { useCallback } from "react";

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
