/**
 * Other spellings of a path that a router, a proxy or a careless check might take for the
 * same route: letter case, a trailing slash, doubled slashes, dot segments, percent-encoding,
 * a `;` parameter. Each must reach the route's own gate or no route at all — never around it.
 */
export function pathVariants(url: string): string[] {
  const [path = "", query] = url.split("?");
  const withQuery = (variant: string) => (query === undefined ? variant : `${variant}?${query}`);
  const segments = path.split("/").filter(Boolean);
  const [first = "", second = "", ...rest] = segments;
  const join = (parts: string[]) => `/${parts.join("/")}`;
  const upperAt = (index: number) =>
    join(segments.map((segment, at) => (at === index ? segment.toUpperCase() : segment)));
  const variants = [
    path.toUpperCase(),
    ...segments.map((_, index) => upperAt(index)),
    `${path}/`,
    `/${path}`,
    join([first, `/${second}`, ...rest]),
    `${join(segments.slice(0, -1))}//${segments.at(-1) ?? ""}`,
    join([first, ".", second, ...rest]),
    join([first, "x", "..", second, ...rest]),
    join([first, second.replace(/-/g, "%2D"), ...rest]),
    `/${first}%2F${[second, ...rest].join("/")}`,
    `${path};x=1`,
  ];
  return [...new Set(variants)].filter((variant) => variant !== path).map(withQuery);
}
