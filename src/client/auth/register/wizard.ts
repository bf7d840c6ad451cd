/**
 * The registration wizard's state, as a pure reducer: three steps (Info Akun, Instansi,
 * Selesai), each done, current or pending, then finished; the entries; and the e-mail and
 * username availability flags, which clear as soon as the user types again.
 */
import { EMAIL_PATTERN, USERNAME_PATTERN } from "../../../schema/api/registration";

export type Step = 1 | 2 | 3;
export type StepStatus = "done" | "current" | "pending";
export type Availability = "unknown" | "checking" | "free" | "taken" | "invalid";
export type CheckedField = "email" | "username";

export interface AccountInfo {
  fullname: string;
  email: string;
  username: string;
  password: string;
}

export interface InstitutionInfo {
  role_id: number | null;
  department_id: number | null;
  project_id: number | null;
  job_position: string;
}

export interface WizardState {
  step: Step;
  finished: boolean;
  account: AccountInfo;
  institution: InstitutionInfo;
  availability: Record<CheckedField, Availability>;
}

export type WizardAction =
  | { type: "account"; field: keyof AccountInfo; value: string }
  | { type: "role" | "department" | "project"; value: number | null }
  | { type: "job_position"; value: string }
  | { type: "availability"; field: CheckedField; value: string; availability: Availability }
  | { type: "next" }
  | { type: "back" }
  | { type: "finished" };

export const PASSWORD_MIN_LENGTH = 8;

export const initialWizard: WizardState = {
  step: 1,
  finished: false,
  account: { fullname: "", email: "", username: "", password: "" },
  institution: { role_id: null, department_id: null, project_id: null, job_position: "" },
  availability: { email: "unknown", username: "unknown" },
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "account": {
      const account = { ...state.account, [action.field]: action.value };
      const cleared =
        action.field === "email" || action.field === "username"
          ? { ...state.availability, [action.field]: "unknown" as const }
          : state.availability;
      return { ...state, account, availability: cleared };
    }
    case "role":
      return { ...state, institution: { ...state.institution, role_id: action.value } };
    case "department":
      // A project belongs to one department: another department clears the choice.
      return {
        ...state,
        institution: { ...state.institution, department_id: action.value, project_id: null },
      };
    case "project":
      return { ...state, institution: { ...state.institution, project_id: action.value } };
    case "job_position":
      return { ...state, institution: { ...state.institution, job_position: action.value } };
    case "availability":
      // An answer about a value the user has typed over since is no longer news.
      if (state.account[action.field].trim() !== action.value) return state;
      return {
        ...state,
        availability: { ...state.availability, [action.field]: action.availability },
      };
    case "next":
      if (!canLeave(state)) return state;
      return { ...state, step: Math.min(3, state.step + 1) as Step };
    case "back":
      return { ...state, step: Math.max(1, state.step - 1) as Step };
    case "finished":
      return { ...state, finished: true };
  }
}

/** Whether the current step's entries allow moving on. */
export function canLeave(state: WizardState): boolean {
  const { account, institution, availability } = state;
  if (state.step === 1) {
    const filled = [account.fullname, account.email, account.username, account.password].every(
      (value) => value.trim() !== "",
    );
    const flagged = Object.values(availability).some(
      (value) => value === "taken" || value === "invalid" || value === "checking",
    );
    return filled && !flagged && account.password.length >= PASSWORD_MIN_LENGTH;
  }
  if (state.step === 2) {
    return (
      institution.role_id !== null &&
      institution.department_id !== null &&
      institution.project_id !== null &&
      institution.job_position.trim() !== ""
    );
  }
  return true;
}

export function stepStatus(state: WizardState, step: Step): StepStatus {
  if (state.finished || step < state.step) return "done";
  return step === state.step ? "current" : "pending";
}

/** What the client can tell about a value before asking the server. */
export function localAvailability(field: CheckedField, value: string): Availability | null {
  if (value === "") return "unknown";
  const pattern = field === "email" ? EMAIL_PATTERN : USERNAME_PATTERN;
  return pattern.test(value) ? null : "invalid";
}
