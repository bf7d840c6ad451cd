/**
 * Whether a horizontally scrolling box still hides columns past its right edge: the table
 * then shades the edge of its sticky action column, so nobody takes the columns under it for
 * missing ones.
 */
import { useEffect, useState } from "react";

/** Half a pixel of rounding must not count as hidden content. */
const SLACK = 1;

export function hidesRightEdge(box: {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}) {
  return box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK;
}

/** Takes the box itself (a callback ref's state), so a box mounted later is watched too. */
export function useHidesRightEdge(box: HTMLElement | null): boolean {
  const [hides, setHides] = useState(false);
  useEffect(() => {
    // jsdom has no ResizeObserver and lays nothing out: nothing is ever hidden there.
    if (!box || typeof ResizeObserver !== "function") return;
    const update = () => setHides(hidesRightEdge(box));
    update();
    const resized = new ResizeObserver(update);
    resized.observe(box);
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    box.addEventListener("scroll", update, { passive: true });
    return () => {
      resized.disconnect();
      box.removeEventListener("scroll", update);
    };
  }, [box]);
  return hides;
}
