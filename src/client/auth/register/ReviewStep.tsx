/** Step 3, 'Selesai': the entries to check, and the note that a confirmation e-mail follows. */
import { Trans, useLingui } from "@lingui/react/macro";
import { FormAlert } from "../FormAlert";
import { useRegistrationOptions } from "./use-registration-options";
import type { WizardState } from "./wizard";

export function ReviewStep({ state }: { state: WizardState }) {
  const { t } = useLingui();
  const { account, institution } = state;
  const { roles, departments, projects } = useRegistrationOptions(institution.department_id);
  const nameOf = <T extends { id: number }>(
    list: T[] | undefined,
    id: number | null,
    key: keyof T,
  ) => String(list?.find((item) => item.id === id)?.[key] ?? "");
  const rows: [string, string][] = [
    [t`Nama lengkap`, account.fullname.trim()],
    [t`E-mail`, account.email.trim()],
    [t`Username`, account.username.trim()],
    [t`Role sistem`, nameOf(roles.data, institution.role_id, "role_name")],
    [t`Departemen`, nameOf(departments.data, institution.department_id, "department_name")],
    [t`Proyek`, nameOf(projects.data, institution.project_id, "project_name")],
    [t`Jabatan`, institution.job_position.trim()],
  ];
  const email = account.email.trim();
  return (
    <>
      <dl className="review-list">
        {rows.map(([label, value]) => (
          <div key={label} className="review-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FormAlert tone="info">
        <p>
          <Trans>
            Setelah dikirim, kami mengirim e-mail konfirmasi ke {email}. Buka tautan di dalamnya,
            lalu tunggu persetujuan admin departemen.
          </Trans>
        </p>
      </FormAlert>
    </>
  );
}
