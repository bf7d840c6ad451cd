/**
 * A CHECK constraint that compares columns, read as the form rules that say the same thing,
 * so the form marks the field before the database refuses the row: `end_date >= start_date`
 * becomes `after_or_equal:start_date` on end_date, `NOT is_blacklisted OR blacklist_reason IS
 * NOT NULL` becomes `required_if:is_blacklisted,true` on blacklist_reason. Reads the text
 * `pg_get_constraintdef` prints; a form it does not know yields no rule (the refusal is still
 * put on the columns the constraint names, see crud/database-errors.ts).
 */

export interface ColumnRule {
  column: string;
  rule: string;
}

type Term =
  | { is: "empty" | "filled" | "off"; column: string }
  | { is: "compare"; column: string; operator: string; other: string }
  | { is: "equals"; column: string; value: string };

const COLUMN = "\\(?([a-z_][a-z0-9_]*)\\)?(?:::[\\w ]+)?";
const TERMS: Array<[RegExp, (match: RegExpExecArray) => Term]> = [
  [new RegExp(`^${COLUMN} IS NULL$`), ([, column = ""]) => ({ is: "empty", column })],
  [new RegExp(`^${COLUMN} IS NOT NULL$`), ([, column = ""]) => ({ is: "filled", column })],
  [new RegExp(`^NOT ${COLUMN}$`), ([, column = ""]) => ({ is: "off", column })],
  [
    new RegExp(`^${COLUMN} (>=|<=|>|<) ${COLUMN}$`),
    ([, column = "", operator = "", other = ""]) => ({ is: "compare", column, operator, other }),
  ],
  [
    new RegExp(`^${COLUMN} = '((?:[^']|'')*)'(?:::[\\w ]+)?$`),
    ([, column = "", value = ""]) => ({ is: "equals", column, value: value.replaceAll("''", "'") }),
  ],
];

const ORDER_RULE: Record<string, string> = {
  ">=": "after_or_equal",
  ">": "after",
  "<=": "before_or_equal",
  "<": "before",
};

/** Drops parentheses that wrap the whole text, however many. */
function unwrap(text: string): string {
  let inner = text.trim();
  while (inner.startsWith("(") && closingOf(inner, 0) === inner.length - 1) {
    inner = inner.slice(1, -1).trim();
  }
  return inner;
}

function closingOf(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return index;
  }
  return -1;
}

/** Splits on a keyword (` OR `, ` = `) outside parentheses and quotes. */
function splitTop(text: string, keyword: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === "(") depth++;
    else if (!quoted && char === ")") depth--;
    else if (!quoted && depth === 0 && text.startsWith(keyword, index)) {
      parts.push(text.slice(start, index));
      start = index + keyword.length;
      index = start - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map(unwrap);
}

function termOf(text: string): Term | undefined {
  for (const [pattern, read] of TERMS) {
    const match = pattern.exec(text);
    if (match) return read(match);
  }
  return undefined;
}

/** `(a IS NULL) = (b IS NULL)`: both filled or both empty. */
function sameEmptiness(body: string): ColumnRule[] {
  const sides = splitTop(body, " = ").map(termOf);
  if (sides.length !== 2 || !sides.every((side) => side?.is === "empty")) return [];
  const [a, b] = sides.map((side) => side?.column ?? "");
  return [
    { column: a ?? "", rule: `required_with:${b}` },
    { column: b ?? "", rule: `required_with:${a}` },
  ];
}

export function rulesFromCrossCheck(definition: string): ColumnRule[] {
  const body = unwrap(definition.replace(/^CHECK\s*/, ""));
  const terms = splitTop(body, " OR ").map(termOf);
  if (terms.some((term) => term === undefined)) return sameEmptiness(body);
  const known = terms as Term[];
  const compares = known.filter((term) => term.is === "compare");
  // `a >= b`, guarded or not by `a IS NULL OR b IS NULL` (an empty side passes either way).
  const [compare] = compares;
  if (compare?.is === "compare" && compares.length === 1) {
    const guards = known.filter((term) => term !== compare);
    const guarded = guards.every(
      (term) => term.is === "empty" && [compare.column, compare.other].includes(term.column),
    );
    const rule = ORDER_RULE[compare.operator];
    return guarded && rule ? [{ column: compare.column, rule: `${rule}:${compare.other}` }] : [];
  }
  if (known.length !== 2) return [];
  const [first, second] = known as [Term, Term];
  const filled = [first, second].filter((term) => term.is === "filled");
  if (filled.length === 2) {
    return [
      { column: first.column, rule: `required_without:${second.column}` },
      { column: second.column, rule: `required_without:${first.column}` },
    ];
  }
  const [condition, needed] = second.is === "filled" ? [first, second] : [second, first];
  if (needed.is !== "filled") return [];
  if (condition.is === "off") {
    return [{ column: needed.column, rule: `required_if:${condition.column},true` }];
  }
  if (condition.is === "equals") {
    return [
      { column: needed.column, rule: `required_unless:${condition.column},${condition.value}` },
    ];
  }
  return [];
}
