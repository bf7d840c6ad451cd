/**
 * A refused or failed form submission: the server's message (or, without an answer, the
 * connection advice) and its field messages, shown above the form.
 */
import { useLingui } from "@lingui/react/macro";
import { serverAnswer, serverMessage } from "../api/http";
import { FormAlert } from "./FormAlert";

export interface FormFailure {
  message: string;
  details: string[];
}

/** Turns the error of a submission into what the form shows. */
export function useFormFailure(): (error: unknown) => FormFailure {
  const { t } = useLingui();
  return (error) => {
    const errors = (serverAnswer(error)?.errors ?? {}) as Record<string, string[]>;
    return {
      message:
        serverMessage(error) ??
        t`Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.`,
      details: Object.values(errors).flat(),
    };
  };
}

export function FormFailureAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  return (
    <FormAlert tone="danger" details={failure.details}>
      <p>{failure.message}</p>
    </FormAlert>
  );
}
