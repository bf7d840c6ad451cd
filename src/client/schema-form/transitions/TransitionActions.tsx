/**
 * The state steps a record's row or detail offers (overlay `transitions`): a button for each
 * step its state and the user's permissions allow; a step that asks a reason or a confirmation
 * opens `TransitionDialog` first. Success shows the server's message; either way `onDone`
 * reads the data again, told whether the step was taken.
 */
import { useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { pickText } from "../../../schema/local-text";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import {
  availableTransitions,
  type OverlayTransition,
} from "../../../schema/transitions/transition-types";
import { useErrorAlert } from "../../ui/use-alert";
import type { RecordData } from "../api/screen-data";
import { RecordSubject } from "../record-subject";
import { useAdapterContext, useSchemaLocale } from "../use-adapter-context";
import { TransitionDialog } from "./TransitionDialog";
import { takeTransition } from "./transition-api";

export interface TransitionActionsProps {
  screen: ScreenDefinition;
  row: RecordData;
  onDone(took: boolean): void;
  className?: string;
}

/**
 * The steps a row offers and how to take one, for a caller that draws them its own way (a row's
 * action menu); `dialog` is the reason/confirmation dialog, to render beside them.
 */
export function useTransitionSteps(
  screen: ScreenDefinition,
  row: RecordData,
  onDone: (took: boolean) => void,
) {
  const { t } = useLingui();
  const { user } = useAdapterContext();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorAlert();
  const [asking, setAsking] = useState<OverlayTransition>();
  const [busy, setBusy] = useState(false);
  const steps = availableTransitions(screen, row, user);

  const take = async (transition: OverlayTransition, reason: string | undefined) => {
    if (busy) return;
    setBusy(true);
    let took = false;
    try {
      const answer = await takeTransition(screen.endpoint, String(row.id), transition.name, reason);
      enqueueSnackbar(answer.message, { variant: "success" });
      took = true;
    } catch (error) {
      showError(error, t`Langkah ini tidak dapat dilakukan. Coba lagi.`);
    } finally {
      setBusy(false);
      setAsking(undefined);
      onDone(took);
    }
  };
  const start = (transition: OverlayTransition) => {
    const asks = transition.confirm || (transition.reason ?? "none") !== "none";
    if (asks) setAsking(transition);
    else void take(transition, undefined);
  };

  return {
    steps,
    busy,
    start,
    dialog: asking && (
      <TransitionDialog
        transition={asking}
        subject={<RecordSubject screen={screen} row={row} />}
        busy={busy}
        onConfirm={(reason) => void take(asking, reason)}
        onCancel={() => setAsking(undefined)}
      />
    ),
  };
}

export function TransitionActions({ screen, row, onDone, className }: TransitionActionsProps) {
  const locale = useSchemaLocale();
  const { steps, busy, start, dialog } = useTransitionSteps(screen, row, onDone);
  if (steps.length === 0) return null;
  return (
    <>
      {steps.map((transition) => (
        <button
          key={transition.name}
          type="button"
          className={`${className ?? "button button--secondary button--small"} transition-action`}
          data-transition={transition.name}
          disabled={busy}
          onClick={() => start(transition)}
        >
          {pickText(transition.label, locale)}
        </button>
      ))}
      {dialog}
    </>
  );
}
