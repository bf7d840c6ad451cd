/** Where the import wizard is: file, mapping, check — each marked done, current or to come. */
import { useLingui } from "@lingui/react/macro";
import type { WizardStep } from "./import-wizard";

const ORDER: readonly WizardStep[] = ["file", "mapping", "preview"];

export function ImportSteps({ step }: { step: WizardStep }) {
  const { t } = useLingui();
  const labels: Record<WizardStep, string> = {
    file: t`Pilih file`,
    mapping: t`Pemetaan kolom`,
    preview: t`Periksa & simpan`,
  };
  const current = ORDER.indexOf(step);
  return (
    <ol className="import-steps" aria-label={t`Langkah import`}>
      {ORDER.map((name, index) => {
        const status = index < current ? "done" : index === current ? "current" : "todo";
        return (
          <li
            key={name}
            className={`import-steps__step import-steps__step--${status}`}
            aria-current={status === "current" ? "step" : undefined}
          >
            <span className="import-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {labels[name]}
          </li>
        );
      })}
    </ol>
  );
}
