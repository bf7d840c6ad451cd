/**
 * What jsdom lacks and the file features use: `<dialog>`'s showModal/close (enough for the
 * modal: the open attribute and the close event) and object URLs; and a catch for downloads,
 * which a browser would save and jsdom would try to navigate to.
 */
import { afterEach, beforeEach, vi } from "vitest";

export function installDialog(): void {
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  dialog.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    // Browsers fire it from a task, not inside close().
    setTimeout(() => this.dispatchEvent(new Event("close")));
  };
}

/** The names of the files "saved" through `<a download>` during each test. */
export function catchDownloads(): { saved: string[] } {
  const downloads = { saved: [] as string[] };
  beforeEach(() => {
    downloads.saved = [];
    URL.createObjectURL = vi.fn(() => "blob:mandor/1");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      downloads.saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
