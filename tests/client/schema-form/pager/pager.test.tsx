/**
 * The one pager, in the shapes its places use: the screen list's (total, sizes, a typed page
 * number between first / previous and next / last, applied with Enter or on leaving the box),
 * a related-rows list's (total, sizes, "Halaman x dari y" between arrows) and a lookup's
 * (named buttons around "Halaman x dari y"); each a navigation landmark under its own name,
 * its buttons off at the ends, in both languages.
 */
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Pager, type PagerProps } from "../../../../src/client/schema-form/pager/Pager";
import { setupClientTests } from "../../render-app";
import { renderWithProviders } from "../render-schema";

setupClientTests();

/** A pager that keeps its page and size, as its places do, recording each change. */
function Place(props: Omit<PagerProps, "page" | "onPage" | "sizes"> & { sized?: boolean }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const { sized, ...rest } = props;
  return (
    <Pager
      {...rest}
      page={page}
      onPage={setPage}
      {...(sized ? { sizes: { limit, choices: [10, 20, 50], onLimit: setLimit } } : {})}
    />
  );
}

describe("Pager", () => {
  it("a list's pager: the estimated total, sizes, a typed page kept within the pages", async () => {
    const { user } = await renderWithProviders(
      <Place
        label="Halaman daftar"
        lastPage={1250}
        total={{ count: 25000, estimated: true }}
        sized
        jump
      />,
    );
    const pager = screen.getByRole("navigation", { name: "Halaman daftar" });
    expect(within(pager).getByText("Total ±25.000 data")).toBeInTheDocument();
    expect(
      within(within(pager).getByRole("combobox", { name: "Baris per halaman" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "20", "50"]);
    expect(within(pager).getByText("dari 1250")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Halaman pertama" })).toBeDisabled();
    expect(within(pager).getByRole("button", { name: "Halaman sebelumnya" })).toBeDisabled();

    const box = within(pager).getByRole("spinbutton", { name: "Nomor halaman" });
    await user.clear(box);
    await user.type(box, "9999{Enter}");
    expect(box).toHaveValue(1250);
    expect(within(pager).getByRole("button", { name: "Halaman terakhir" })).toBeDisabled();
    expect(within(pager).getByRole("button", { name: "Halaman berikutnya" })).toBeDisabled();

    await user.click(within(pager).getByRole("button", { name: "Halaman pertama" }));
    expect(box).toHaveValue(1);
    await user.clear(box);
    await user.type(box, "7");
    await user.tab();
    expect(box).toHaveValue(7);
    await user.click(within(pager).getByRole("button", { name: "Halaman sebelumnya" }));
    expect(box).toHaveValue(6);
  });

  it("a related-rows pager: arrows around 'Halaman x dari y', from the keyboard", async () => {
    const { user } = await renderWithProviders(
      <Place label="Halaman Hak Akses" lastPage={3} total={{ count: 25 }} sized />,
    );
    const pager = screen.getByRole("navigation", { name: "Halaman Hak Akses" });
    expect(within(pager).getByText("Total 25 data")).toBeInTheDocument();
    expect(within(pager).getByText("Halaman 1 dari 3")).toBeInTheDocument();
    expect(within(pager).queryByRole("spinbutton")).toBeNull();
    const next = within(pager).getByRole("button", { name: "Halaman berikutnya" });
    expect(next).toHaveAttribute("title", "Halaman berikutnya");
    next.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(within(pager).getByText("Halaman 3 dari 3")).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it("a lookup's pager names its buttons in words and has nothing else", async () => {
    const { user } = await renderWithProviders(
      <Place label="Halaman terpilih" lastPage={2} named />,
    );
    const pager = screen.getByRole("navigation", { name: "Halaman terpilih" });
    expect(pager.querySelectorAll("span")).toHaveLength(1);
    expect(within(pager).queryByRole("combobox")).toBeNull();
    expect(within(pager).queryByText(/Total/)).toBeNull();
    await user.click(within(pager).getByRole("button", { name: "Halaman berikutnya" }));
    expect(within(pager).getByText("Halaman 2 dari 2")).toBeInTheDocument();
    expect(within(pager).getByText("Halaman sebelumnya")).toBeEnabled();
  });

  it("speaks English", async () => {
    await renderWithProviders(
      <Place label="List pages" lastPage={4} total={{ count: 40 }} sized />,
      "en",
    );
    const pager = screen.getByRole("navigation", { name: "List pages" });
    expect(within(pager).getByText("Page 1 of 4")).toBeInTheDocument();
    expect(within(pager).getByLabelText("Rows per page")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next page" })).toBeEnabled();
  });
});
