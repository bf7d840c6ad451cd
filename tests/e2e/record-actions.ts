import type { Page } from "playwright-core";

/**
 * The detail's own actions (Kembali, Ubah, its steps): its tabs list rows with actions of the
 * same names, which a page-wide "Ubah" would find too once they have rendered.
 */
export const recordActions = (page: Page) => page.getByRole("group", { name: "Tindakan data ini" });
