/** File names: the server's download name, the spec's dated export name, pictures by name. */
import { describe, expect, it } from "vitest";
import {
  fileNameFromDisposition,
  isImageName,
} from "../../../../src/client/schema-form/transfer/file-names";

describe("fileNameFromDisposition", () => {
  it.each<[string | null, string | undefined]>([
    ['attachment; filename="Proyek-01-02-2026.xls"', "Proyek-01-02-2026.xls"],
    ["attachment; filename=data.csv", "data.csv"],
    ['attachment; filename="a \\"b\\".csv"', 'a "b".csv'],
    [
      `attachment; filename="x.xls"; filename*=UTF-8''Tenaga%20Kerja%20%E2%80%94%201.xls`,
      "Tenaga Kerja — 1.xls",
    ],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.csv"`, "fallback.csv"],
    ["attachment", undefined],
    [null, undefined],
  ])("reads %j as %j", (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe("isImageName", () => {
  it.each([
    ["foto.JPG", true],
    ["m-skills/2026/las.png", true],
    ["https://files.test/a.webp?sig=1.pdf", true],
    ["kontrak.pdf", false],
    ["png", false],
    ["", false],
  ])("%j is a picture: %j", (name, image) => {
    expect(isImageName(name)).toBe(image);
  });
});
