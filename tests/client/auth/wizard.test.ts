import { describe, expect, it } from "vitest";
import {
  canLeave,
  initialWizard,
  stepStatus,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "../../../src/client/auth/register/wizard";

const run = (actions: WizardAction[], from: WizardState = initialWizard) =>
  actions.reduce(wizardReducer, from);

const account: WizardAction[] = [
  { type: "account", field: "fullname", value: "Andi" },
  { type: "account", field: "email", value: "andi@mandor.test" },
  { type: "account", field: "username", value: "andi" },
  { type: "account", field: "password", value: "Beton-2026" },
];
const institution: WizardAction[] = [
  { type: "role", value: 4 },
  { type: "department", value: 1 },
  { type: "project", value: 11 },
  { type: "job_position", value: "Pengawas" },
];

describe("wizardReducer", () => {
  it("starts on step 1 with steps current, pending, pending", () => {
    expect([1, 2, 3].map((step) => stepStatus(initialWizard, step as 1 | 2 | 3))).toEqual([
      "current",
      "pending",
      "pending",
    ]);
  });

  it("refuses to leave step 1 until every field is filled", () => {
    expect(run([...account.slice(0, 3), { type: "next" }]).step).toBe(1);
    expect(run([...account, { type: "next" }]).step).toBe(2);
  });

  it.each(["taken", "invalid", "checking"] as const)(
    "refuses to leave step 1 while the e-mail is %s",
    (availability) => {
      const state = run([
        ...account,
        { type: "availability", field: "email", value: "andi@mandor.test", availability },
      ]);
      expect(canLeave(state)).toBe(false);
    },
  );

  it("clears an availability flag as soon as the field changes again", () => {
    const flagged = run([
      ...account,
      { type: "availability", field: "username", value: "andi", availability: "taken" },
    ]);
    const typed = wizardReducer(flagged, { type: "account", field: "username", value: "andi2" });
    expect(typed.availability.username).toBe("unknown");
  });

  it("ignores an availability answer about a value typed over since", () => {
    const state = run([
      ...account,
      { type: "availability", field: "username", value: "and", availability: "taken" },
    ]);
    expect(state.availability.username).toBe("unknown");
  });

  it("needs role, department, project and job position on step 2", () => {
    const stepTwo = run([...account, { type: "next" }]);
    expect(canLeave(run(institution.slice(0, 3), stepTwo))).toBe(false);
    expect(run([...institution, { type: "next" }], stepTwo).step).toBe(3);
  });

  it("clears the project when the department changes", () => {
    const state = run([...institution, { type: "department", value: 2 }]);
    expect(state.institution).toMatchObject({ department_id: 2, project_id: null });
  });

  it("goes back without losing entries, never below step 1, and marks all done when finished", () => {
    const review = run([...account, { type: "next" }, ...institution, { type: "next" }]);
    const back = run([{ type: "back" }, { type: "back" }, { type: "back" }], review);
    expect(back.step).toBe(1);
    expect(back.institution.job_position).toBe("Pengawas");
    const finished = wizardReducer(review, { type: "finished" });
    expect([1, 2, 3].map((step) => stepStatus(finished, step as 1 | 2 | 3))).toEqual([
      "done",
      "done",
      "done",
    ]);
  });
});
