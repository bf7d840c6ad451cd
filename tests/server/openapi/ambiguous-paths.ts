/**
 * Pairs of path templates one address could match both of (redocly's "ambiguous paths"): the
 * same number of segments, and at each segment equal literals or a parameter on either side.
 * A router then picks one by its own precedence, which a generated client cannot know.
 */

const segments = (path: string) => path.split("/");
const templated = (segment: string) => /\{[^}]+\}/.test(segment);

export function ambiguous(a: string, b: string): boolean {
  const left = segments(a);
  const right = segments(b);
  return (
    a !== b &&
    left.length === right.length &&
    left.every(
      (segment, index) =>
        segment === right[index] || templated(segment) || templated(right[index] ?? ""),
    )
  );
}

/** Every ambiguous pair among `paths`, each once, as `a ~ b`. */
export function ambiguousPairs(paths: readonly string[]): string[] {
  return paths.flatMap((a, index) =>
    paths.slice(index + 1).flatMap((b) => (ambiguous(a, b) ? [`${a} ~ ${b}`] : [])),
  );
}
