import { describe, expect, it } from "vitest";
import { passwordProblem } from "../../../src/server/auth/password-policy";

describe("passwordProblem", () => {
  it.each([
    ["", "password_too_short"],
    ["Ab#1234", "password_too_short"],
    ["a".repeat(129), "password_too_long"],
    ["password", "password_common"],
    ["PASSWORD1", "password_common"],
    ["qwertyuiop", "password_common"],
    ["iloveyou", "password_common"],
    ["Beton-Bertulang-2026", null],
    ["a".repeat(128), null],
    // Eight characters, however many bytes: a long Indonesian or emoji passphrase is fine.
    ["🏗️🏗️🏗️🏗️", null],
    ["kata sandi yang panjang sekali untuk proyek gedung tinggi di jakarta selatan", null],
  ])("finds %j %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it("ships the list of the 10,000 most common passwords", async () => {
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync("src/server/auth/common-passwords.txt", "utf8")
      .split("\n")
      .filter(Boolean);
    expect(lines).toHaveLength(10_000);
  });
});
