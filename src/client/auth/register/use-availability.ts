/**
 * Checks an e-mail or username with the server while the user types (after a short pause),
 * and reports the answer to the wizard. A value the client can already tell is wrong never
 * leaves the browser.
 */
import { type Dispatch, useEffect } from "react";
import { isRegistered } from "../auth-api";
import { type CheckedField, localAvailability, type WizardAction } from "./wizard";

const PAUSE_MS = 400;

export function useAvailability(
  field: CheckedField,
  typed: string,
  dispatch: Dispatch<WizardAction>,
): void {
  useEffect(() => {
    const value = typed.trim();
    const local = localAvailability(field, value);
    if (local) {
      dispatch({ type: "availability", field, value, availability: local });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      dispatch({ type: "availability", field, value, availability: "checking" });
      isRegistered(field, value).then(
        (taken) => {
          if (current) {
            dispatch({
              type: "availability",
              field,
              value,
              availability: taken ? "taken" : "free",
            });
          }
        },
        // Unanswered (offline, rate-limited): let the user go on; registration checks again.
        () => {
          if (current) dispatch({ type: "availability", field, value, availability: "unknown" });
        },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [field, typed, dispatch]);
}
