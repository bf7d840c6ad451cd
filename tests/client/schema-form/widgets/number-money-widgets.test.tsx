/**
 * The number and money inputs in a real form: grouped as the reader's language writes numbers
 * while typed in, the caret kept among its digits, pasted and erased text read the same way,
 * an emptied amount is 0, and the form hands an amount over as exact decimal text.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SchemaLocale } from "../../../../src/schema/local-text";
import type { FormView } from "../../../../src/schema/overlay/overlay-types";
import { setupClientTests } from "../../render-app";
import { renderSchemaForm, repoScreen } from "../render-schema";

setupClientTests();

const projects = repoScreen("projects", "projects", { path: "/project", resource: "project" });

async function renderAmounts(
  options: { view?: FormView; locale?: SchemaLocale; initialValues?: Record<string, unknown> } = {},
) {
  const view = await renderSchemaForm(projects, {
    view: "update",
    ...options,
    formOptions: { only: new Set(["lat", "contract_value", "progress"]) },
  });
  const money = screen.getByLabelText(/Nilai Kontrak|Contract Value/) as HTMLInputElement;
  const progress = screen.getByLabelText(/Progres|Progress/) as HTMLInputElement;
  return { ...view, money, progress };
}

const placeCaret = (input: HTMLInputElement, at: number) => {
  input.focus();
  input.setSelectionRange(at, at);
};

describe("money and number inputs", () => {
  it("groups an amount as it is typed and sends it as decimal text", async () => {
    const { user, onSubmit, money } = await renderAmounts();
    await user.type(money, "1234567,5");
    expect(money).toHaveValue("1.234.567,5");
    expect(screen.getByText("Rp.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contract_value: "1234567.5" }));
  });

  it("reads and writes English separators for an English reader", async () => {
    const { user, onSubmit, money } = await renderAmounts({
      locale: "en",
      initialValues: { contract_value: "1250000000.75" },
    });
    expect(money).toHaveValue("1,250,000,000.75");
    await user.clear(money);
    await user.type(money, "1234567.5");
    expect(money).toHaveValue("1,234,567.5");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contract_value: "1234567.5" }));
  });

  it("keeps every cent of an amount a float would round", async () => {
    const { user, onSubmit, money } = await renderAmounts();
    await user.type(money, "9999999999999999,99");
    expect(money).toHaveValue("9.999.999.999.999.999,99");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ contract_value: "9999999999999999.99" }),
    );
  });

  it("keeps the caret among the same digits when a digit is typed in the middle", async () => {
    const { user, money } = await renderAmounts({ initialValues: { contract_value: "1234567" } });
    expect(money).toHaveValue("1.234.567");
    placeCaret(money, 4);
    await user.keyboard("9");
    expect(money).toHaveValue("12.394.567");
    expect(money.selectionStart).toBe(5);
    await user.keyboard("{ArrowLeft}8");
    expect(money).toHaveValue("123.894.567");
    expect(money.selectionStart).toBe(5);
  });

  it("erases the digit beyond a separator with Backspace and Delete", async () => {
    const { user, money } = await renderAmounts({ initialValues: { contract_value: "1234567" } });
    placeCaret(money, 6);
    await user.keyboard("{Backspace}");
    expect(money).toHaveValue("123.567");
    expect(money.selectionStart).toBe(3);
    placeCaret(money, 3);
    await user.keyboard("{Delete}");
    expect(money).toHaveValue("12.367");
    expect(money.selectionStart).toBe(4);
  });

  it("reads a pasted amount with its prefix and separators", async () => {
    const { user, onSubmit, money } = await renderAmounts();
    money.focus();
    await user.paste("Rp. 1.250.000.000,75");
    expect(money).toHaveValue("1.250.000.000,75");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ contract_value: "1250000000.75" }),
    );
  });

  it("takes no more decimals than the column keeps", async () => {
    const { user, money, progress } = await renderAmounts();
    await user.type(money, "10,999");
    expect(money).toHaveValue("10,99");
    await user.type(progress, "12,345");
    expect(progress).toHaveValue("12,34");
  });

  it("makes an emptied amount 0, and a new record's amount starts at 0", async () => {
    const { user, onSubmit, money } = await renderAmounts({
      initialValues: { contract_value: "5000" },
    });
    await user.clear(money);
    expect(money).toHaveValue("");
    await user.tab();
    expect(money).toHaveValue("0");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contract_value: "0" }));
  });

  it("starts a new record's amount at 0", async () => {
    const { money } = await renderAmounts({ view: "create" });
    expect(money).toHaveValue("0");
  });

  it("hands a number over as a number", async () => {
    const { user, onSubmit, progress } = await renderAmounts();
    await user.type(progress, "12,5");
    expect(progress).toHaveValue("12,5");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ progress: 12.5 }));
  });

  it.each([
    ["id", "150", "Nilai Progres (%) tidak boleh lebih dari 100"],
    ["en", "150", "The Progress (%) field must be 100 or less"],
  ] as [SchemaLocale, string, string][])(
    "keeps a number's bounds, in %s",
    async (locale, typed, message) => {
      const { user, onSubmit, progress } = await renderAmounts({ locale });
      await user.type(progress, typed);
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(progress).toHaveAttribute("aria-invalid", "true");
      await user.click(screen.getByRole("button", { name: "Simpan" }));
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});
