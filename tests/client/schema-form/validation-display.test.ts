/** When errors show: eager fields after a blur then live while invalid, aggressive at once, all on submit. */
import { describe, expect, it } from "vitest";
import {
  type DisplayState,
  fieldStatus,
  INITIAL_DISPLAY,
  nextDisplay,
  visibleErrors,
} from "../../../src/client/schema-form/validation-display";

const errors = { code: ["Kode harus diisi"] };
const run = (events: Parameters<typeof nextDisplay>[1][], state: DisplayState = INITIAL_DISPLAY) =>
  events.reduce(nextDisplay, state);

describe("validation display", () => {
  it.each<[string, Parameters<typeof nextDisplay>[1][], boolean]>([
    [
      "an eager field typed into stays quiet",
      [{ type: "change", field: "code", mode: "eager", wasInvalid: false }],
      false,
    ],
    ["an eager field shows once left", [{ type: "blur", field: "code" }], true],
    [
      "an eager field showing an error follows each change",
      [
        { type: "blur", field: "code" },
        { type: "change", field: "code", mode: "eager", wasInvalid: true },
      ],
      true,
    ],
    [
      "an eager field that became valid waits for the next blur",
      [
        { type: "blur", field: "code" },
        { type: "change", field: "code", mode: "eager", wasInvalid: false },
      ],
      false,
    ],
    [
      "an aggressive field shows at its first change",
      [{ type: "change", field: "code", mode: "aggressive", wasInvalid: false }],
      true,
    ],
    ["a submit shows every field", [{ type: "submit", fields: ["name", "code"] }], true],
  ])("%s", (_name, events, shown) => {
    const state = run(events);
    expect(visibleErrors(state, errors)).toEqual(shown ? errors : {});
    expect(fieldStatus(state, errors, "code")).toBe(shown ? "invalid" : undefined);
  });

  it("calls a checked field without errors valid", () => {
    const state = run([{ type: "blur", field: "name" }]);
    expect(fieldStatus(state, errors, "name")).toBe("valid");
  });

  it("never changes the state it is given", () => {
    const before = run([{ type: "blur", field: "code" }]);
    nextDisplay(before, { type: "blur", field: "name" });
    expect([...before.shown]).toEqual(["code"]);
  });
});
