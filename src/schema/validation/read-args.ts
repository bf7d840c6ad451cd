/** Reads a rule's argument in the shape its definition expects; a string explains a misfit. */
import type { ArgShape } from "./rules";

const isNumber = (text: string) => text.trim() !== "" && Number.isFinite(Number(text));

export function readArgs(shape: ArgShape, argument: string): string[] | string {
  const parts = argument === "" ? [] : argument.split(",").map((part) => part.trim());
  switch (shape) {
    case "none":
      return argument === "" ? [] : "takes no argument";
    case "number":
      return parts.length === 1 && isNumber(argument) ? [argument.trim()] : "needs one number";
    case "two-numbers":
      return parts.length === 2 && parts.every(isNumber) ? parts : "needs two numbers, e.g. 1,5";
    case "one-or-two-numbers":
      return parts.length >= 1 && parts.length <= 2 && parts.every(isNumber)
        ? parts
        : "needs one or two numbers, e.g. 2 or 0,2";
    case "list":
      return parts.length > 0 && parts.every((part) => part !== "")
        ? parts
        : "needs a comma-separated list of values";
    case "text":
      return argument !== "" ? [argument] : "needs a value after the colon";
    case "field":
      return /^[a-z_][a-z0-9_]*$/.test(argument) ? [argument] : "needs the name of another field";
    case "field-values":
      return parts.length >= 2 && /^[a-z_][a-z0-9_]*$/.test(parts[0] ?? "") && !parts.includes("")
        ? parts
        : "needs another field's name and its values, e.g. status,closed";
    case "table-column":
      return parts.length === 2 && parts.every((part) => /^[a-z_][a-z0-9_]*$/.test(part))
        ? parts
        : "needs a table and a column, e.g. m_skills,code";
  }
}
