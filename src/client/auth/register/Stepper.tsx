/** The wizard's three steps, each marked done, current or pending. */
import { useLingui } from "@lingui/react/macro";
import { CheckIcon } from "../../ui/Icons";
import { type Step, stepStatus, type WizardState } from "./wizard";

export function Stepper({ state }: { state: WizardState }) {
  const { t } = useLingui();
  const steps: [Step, string][] = [
    [1, t`Info Akun`],
    [2, t`Instansi`],
    [3, t`Selesai`],
  ];
  return (
    <ol className="stepper" aria-label={t`Langkah pendaftaran`}>
      {steps.map(([step, label]) => {
        const status = stepStatus(state, step);
        return (
          <li
            key={step}
            className={`stepper__step stepper__step--${status}`}
            aria-current={status === "current" ? "step" : undefined}
            data-status={status}
          >
            <span className="stepper__number" aria-hidden="true">
              {status === "done" ? <CheckIcon size={14} /> : step}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
