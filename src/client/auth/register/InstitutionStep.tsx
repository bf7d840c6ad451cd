/**
 * Step 2, 'Instansi': the system role (radio list with name and description), department,
 * the department's projects, and job position.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type Dispatch, useId } from "react";
import { RoleChoiceList } from "../RoleChoiceList";
import { TextField } from "../TextField";
import { useRegistrationOptions } from "./use-registration-options";
import type { WizardAction, WizardState } from "./wizard";

interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

const asId = (value: string) => (value === "" ? null : Number(value));

export function InstitutionStep({ state, dispatch }: StepProps) {
  const { t } = useLingui();
  const departmentId = useId();
  const projectId = useId();
  const { institution } = state;
  const { departments, projects } = useRegistrationOptions(institution.department_id);

  return (
    <div className="form-grid">
      <div className="form-grid__full">
        <RoleChoiceList
          value={institution.role_id}
          onChange={(value) => dispatch({ type: "role", value })}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={departmentId}>
          <Trans>Departemen</Trans>
        </label>
        <select
          id={departmentId}
          className="select select--block"
          value={institution.department_id ?? ""}
          onChange={(event) => dispatch({ type: "department", value: asId(event.target.value) })}
        >
          <option value="">{t`Pilih departemen`}</option>
          {departments.data?.map((department) => (
            <option key={department.id} value={department.id}>
              {department.department_name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={projectId}>
          <Trans>Proyek</Trans>
        </label>
        <select
          id={projectId}
          className="select select--block"
          value={institution.project_id ?? ""}
          disabled={institution.department_id === null}
          onChange={(event) => dispatch({ type: "project", value: asId(event.target.value) })}
        >
          <option value="">
            {institution.department_id === null ? t`Pilih departemen dahulu` : t`Pilih proyek`}
          </option>
          {projects.data?.map((project) => (
            <option key={project.id} value={project.id}>
              {project.project_name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-grid__full">
        <TextField
          label={t`Jabatan`}
          value={institution.job_position}
          onChange={(value) => dispatch({ type: "job_position", value })}
          maxLength={100}
          autoComplete="organization-title"
        />
      </div>
    </div>
  );
}
