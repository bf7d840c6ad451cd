/**
 * The full-widget view's address, `/{module}{path}/widget/<widget id>`: made from a dashboard's
 * address and filters, and read back into the dashboard's address and the widget.
 */
const WIDGET_ADDRESS = /^(\/[^/]+\/[^/]+)\/widget\/([^/]+)$/;

export interface WidgetAddress {
  /** The dashboard's own address, `/{module}{path}`. */
  base: string;
  widget: string;
}

export function widgetAddress(path: string): WidgetAddress | null {
  const match = WIDGET_ADDRESS.exec(path);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { base: match[1], widget: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The full-widget view of `widget` on the dashboard at `base`, with the filters' query. */
export function widgetHref(base: string, widget: string, query: string): string {
  return `${base}/widget/${encodeURIComponent(widget)}${query ? `?${query}` : ""}`;
}
