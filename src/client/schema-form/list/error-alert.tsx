/**
 * The spec's failure alert (admin-area §8 "Failed call"): title 'Error' and the server's
 * message, centred at the top, gone after 3 s. A failure without a server answer shows
 * `fallback`, which says what to try.
 */
import { useSnackbar } from "notistack";
import { serverMessage } from "../../api/http";

export function useErrorAlert(): (error: unknown, fallback: string) => void {
  const { enqueueSnackbar } = useSnackbar();
  return (error, fallback) => {
    enqueueSnackbar(
      <span>
        <strong>Error</strong> — {serverMessage(error) ?? fallback}
      </span>,
      {
        variant: "error",
        autoHideDuration: 3000,
        anchorOrigin: { vertical: "top", horizontal: "center" },
      },
    );
  };
}
