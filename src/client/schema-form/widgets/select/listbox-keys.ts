/**
 * The keyboard of a listbox, as the WAI-ARIA listbox pattern has it: arrows, Home and End move
 * the active option, Space and Enter pick it, typed letters jump to the next label they begin.
 * `typed` is the search typed so far including this key, or "" when the key is no letter.
 */

export type ListboxAction =
  | { kind: "move"; to: number }
  | { kind: "pick"; index: number }
  | { kind: "none" };

export function listboxAction(
  key: string,
  active: number,
  labels: readonly string[],
  typed: string,
): ListboxAction {
  const last = labels.length - 1;
  if (last < 0) return { kind: "none" };
  // While a search is being typed, a space belongs to it ("tukang las").
  if (typed !== "") {
    const found = typeahead(labels, typed, active);
    return found < 0 ? { kind: "none" } : { kind: "move", to: found };
  }
  switch (key) {
    case "ArrowDown":
      return { kind: "move", to: Math.min(active + 1, last) };
    case "ArrowUp":
      return { kind: "move", to: Math.max(active - 1, 0) };
    case "Home":
      return { kind: "move", to: 0 };
    case "End":
      return { kind: "move", to: last };
    case " ":
    case "Enter":
      return active < 0 ? { kind: "none" } : { kind: "pick", index: active };
  }
  return { kind: "none" };
}

/**
 * The first label after `from` (wrapping) that begins with `typed`, case-insensitively; one
 * letter typed again moves on to the next label with that letter.
 */
export function typeahead(labels: readonly string[], typed: string, from: number): number {
  const text = typed.toLocaleLowerCase();
  const repeated = [...text].every((letter) => letter === text[0]);
  // "aa" cycles through the a's; "ab" keeps the current option if it still matches.
  const start = repeated ? from + 1 : Math.max(from, 0);
  const prefix = repeated ? text.slice(0, 1) : text;
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(prefix)) return index;
  }
  return -1;
}
