/**
 * The rating section of a detail: hidden (and nothing asked) without view-, read-only stars
 * with view- only, and with do-rating- a project choice, stars a keyboard sets (arrows wrap,
 * Home, End) and a mouse sets, saved as data_rating and read again; failures show the
 * server's message in the caller's language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { RatingPanel } from "../../../../../src/client/schema-form/widgets/rating/RatingPanel";
import type { RatingAnswer } from "../../../../../src/schema/rating/rating-api";
import { SIGNED_IN, setupClientTests, storeSession } from "../../../render-app";
import { renderWithProviders } from "../../render-schema";

const server = setupClientTests();

const VENDORS = {
  endpoint: "convalsals",
  resource: "convalsals",
  rating: {
    types: "rating_types",
    ratings: "convalsal_ratings",
    per: "project_id",
    through: "project_convalsals",
  },
};

const answerFor = (project: string | null, mine: Record<number, number>): RatingAnswer => ({
  data_main: { name: "PT Beton Jaya", overall_rating_value: project ? "3.50" : "4.25" },
  data_rating: [
    {
      rating_type_id: 1,
      rating_type_name: "Kualitas",
      rating_value: "4.50",
      my_rating_value: mine[1] ?? null,
    },
    {
      rating_type_id: 2,
      rating_type_name: "Ketepatan Waktu",
      rating_value: null,
      my_rating_value: mine[2] ?? null,
    },
  ],
  data_per: [{ id: 2, name: "Gedung Kantor Sudirman" }],
});

/** A server keeping what it was sent; answers every getter call and records each. */
function ratingServer() {
  const asked: string[] = [];
  const posted: unknown[] = [];
  let mine: Record<number, number> = {};
  server.use(
    http.get("*/api/convalsals/rating", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      return HttpResponse.json(answerFor(params.get("project_id"), mine));
    }),
    http.post("*/api/convalsals/rating", async ({ request }) => {
      const body = (await request.json()) as {
        data_rating: { rating_type_id: number; rating_value: number }[];
      };
      posted.push(body);
      mine = Object.fromEntries(
        body.data_rating.map((item) => [item.rating_type_id, item.rating_value]),
      );
      return HttpResponse.json({ message: "Penilaian Vendor / Subkon berhasil disimpan" });
    }),
  );
  return { asked, posted };
}

const signIn = (permissions: string[]) => storeSession({ ...SIGNED_IN, permissions });

describe("RatingPanel", () => {
  it("draws nothing and asks nothing without view-", async () => {
    const { asked } = ratingServer();
    signIn(["read-convalsals", "do-rating-convalsals"]);
    const { container } = await renderWithProviders(<RatingPanel screen={VENDORS} id="5" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(asked).toEqual([]);
  });

  it("shows the overall and each type's mean read-only with view- only", async () => {
    ratingServer();
    signIn(["read-convalsals", "view-convalsals"]);
    await renderWithProviders(<RatingPanel screen={VENDORS} id="5" />);
    expect(await screen.findByText("PT Beton Jaya")).toBeInTheDocument();
    expect(screen.getByTestId("rating-overall")).toHaveTextContent("4,25");
    expect(
      screen.getByRole("img", { name: "Nilai keseluruhan: 4,25 dari 5 bintang" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Kualitas: 4,50 dari 5 bintang" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Ketepatan Waktu: – dari 5 bintang" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Simpan penilaian" })).toBeNull();
  });

  it("rates by keyboard and mouse for a chosen project, saves data_rating and reads it again", async () => {
    const { asked, posted } = ratingServer();
    signIn(["read-convalsals", "view-convalsals", "do-rating-convalsals"]);
    const { user } = await renderWithProviders(<RatingPanel screen={VENDORS} id="5" />);
    const project = await screen.findByRole("combobox", { name: "Penilaian saya untuk" });
    expect(screen.queryByRole("radio")).toBeNull();
    await user.selectOptions(project, "2");
    const quality = await screen.findByRole("group", { name: "Kualitas" });
    expect(screen.getByTestId("rating-overall")).toHaveTextContent("3,50");

    await user.click(within(quality).getByRole("radio", { name: "4 dari 5 bintang" }));
    expect(within(quality).getByRole("radio", { name: "4 dari 5 bintang" })).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(within(quality).getByRole("radio", { name: "5 dari 5 bintang" })).toBeChecked();
    expect(within(quality).getByRole("radio", { name: "5 dari 5 bintang" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(quality).getByRole("radio", { name: "1 dari 5 bintang" })).toBeChecked();
    await user.keyboard("{ArrowLeft}{ArrowLeft}{End}{ArrowDown}");
    expect(within(quality).getByRole("radio", { name: "4 dari 5 bintang" })).toBeChecked();

    const time = screen.getByRole("group", { name: "Ketepatan Waktu" });
    within(time).getByRole("radio", { name: "1 dari 5 bintang" }).focus();
    await user.keyboard("{Home}{ArrowUp}");
    expect(within(time).getByRole("radio", { name: "2 dari 5 bintang" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Simpan penilaian" }));
    expect(
      await screen.findByText("Penilaian Vendor / Subkon berhasil disimpan"),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      {
        id: 5,
        project_id: 2,
        data_rating: [
          { rating_type_id: 1, rating_value: 4 },
          { rating_type_id: 2, rating_value: 2 },
        ],
      },
    ]);
    // Read again after the save: the stars are the saved ones, the button has nothing to save.
    await waitFor(() =>
      expect(asked.filter((query) => query === "id=5&project_id=2")).toHaveLength(2),
    );
    expect(within(quality).getByRole("radio", { name: "4 dari 5 bintang" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Simpan penilaian" })).toBeDisabled();
    expect(asked[0]).toBe("id=5");
  });

  it("shows the server's refusal in the caller's language", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get("*/api/convalsals/rating", () => HttpResponse.json(answerFor("2", {}))),
      http.post("*/api/convalsals/rating", ({ request }) => {
        const language = request.headers.get("content-language");
        languages.push(language);
        const message =
          language === "en"
            ? "This Vendors and Subcontractors record is outside the departments and projects you manage."
            : "Data Vendor / Subkon ini berada di luar departemen dan proyek yang Anda kelola.";
        return HttpResponse.json({ code: "RECORD_OUT_OF_SCOPE", message }, { status: 403 });
      }),
    );
    signIn(["read-convalsals", "view-convalsals", "do-rating-convalsals"]);
    for (const [locale, expected] of [
      ["id", "Data Vendor / Subkon ini berada di luar departemen dan proyek yang Anda kelola."],
      [
        "en",
        "This Vendors and Subcontractors record is outside the departments and projects you manage.",
      ],
    ] as const) {
      const { user, unmount } = await renderWithProviders(
        <RatingPanel screen={VENDORS} id="5" />,
        locale,
      );
      await user.selectOptions(await screen.findByRole("combobox"), "2");
      const quality = await screen.findByRole("group", { name: "Kualitas" });
      await user.click(within(quality).getAllByRole("radio")[2] as HTMLElement);
      await user.click(screen.getByRole("button", { name: /penilaian|rating/i }));
      expect(await screen.findByText(expected, { exact: false })).toBeInTheDocument();
      unmount();
    }
    expect(languages).toEqual(["id", "en"]);
  });

  it("says why when the ratings cannot be loaded", async () => {
    server.use(
      http.get("*/api/convalsals/rating", () =>
        HttpResponse.json(
          { code: "FORBIDDEN", message: "Anda tidak memiliki izin (view-convalsals)." },
          { status: 403 },
        ),
      ),
    );
    signIn(["read-convalsals", "view-convalsals"]);
    await renderWithProviders(<RatingPanel screen={VENDORS} id="5" />);
    expect(
      await screen.findByText("Anda tidak memiliki izin (view-convalsals)."),
    ).toBeInTheDocument();
  });
});
