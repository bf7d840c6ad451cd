/**
 * The readable page and its script: every text of the document is escaped (overlay titles and
 * labels are a steward's text), no script but the page's own of this origin, and the script
 * puts a signed-in browser's own page in place, with its stored token and language.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import type { OpenApiDocument } from "../../../src/server/openapi/openapi-types";
import { renderReferencePage } from "../../../src/server/openapi/reference-page";
import { REFERENCE_SCRIPT } from "../../../src/server/openapi/reference-script";

const HOSTILE = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;

function documentWith(summary: string, signedIn = false): OpenApiDocument {
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Mandor API",
      version: "1.0.0",
      description: "Calls of `Mandor`.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "This server" }],
    tags: [{ name: "m-skills", description: summary }],
    paths: {
      "/api/m-skills/create": {
        post: {
          operationId: "post_api_m_skills_create",
          summary,
          tags: ["m-skills"],
          parameters: [],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    code: {
                      title: summary,
                      type: "string",
                      "x-mandor-rules": ["unique:m_skills,code"],
                    },
                  },
                  required: ["code"],
                },
              },
            },
          },
          responses: { "200": { description: "Done" } },
          security: signedIn ? [{ bearer: [] }] : [{}, { bearer: [] }],
          "x-mandor-route": "/api/:endpoint/create",
          "x-mandor-permissions": [["create-m-skills"]],
        },
      },
    },
    components: { securitySchemes: {}, schemas: {}, responses: {} },
    security: [],
  };
}

describe("renderReferencePage", () => {
  it("escapes every text of the document and runs no script but its own", () => {
    const html = renderReferencePage(documentWith(HOSTILE), false);
    const { document } = new JSDOM(html).window;
    expect([...document.querySelectorAll("script")].map((script) => script.outerHTML)).toEqual([
      '<script src="/api/docs/reference.js" defer=""></script>',
    ]);
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(document.querySelector("article p")?.textContent).toBe(HOSTILE);
    expect(document.querySelector("section h2")?.textContent).toContain(HOSTILE);
  });

  it("shows each operation with its access, fields and rules, under headings in both languages", () => {
    const { document } = new JSDOM(renderReferencePage(documentWith("Create a skill", true), true))
      .window;
    expect(document.documentElement.dataset.signedIn).toBe("true");
    const article = document.querySelector("article");
    expect(article?.querySelector("h3")?.textContent).toBe("POST /api/m-skills/create");
    expect(article?.textContent).toContain(
      "Access · Akses: signed in (Bearer token) · perlu masuk; create-m-skills",
    );
    expect(article?.textContent).toContain("Request body · Isi permintaan");
    expect(article?.querySelector("td code")?.textContent).toBe("code");
    expect(article?.textContent).toContain("unique:m_skills,code");
    expect(document.querySelector("header")?.innerHTML).toContain("<code>Mandor</code>");
  });
});

describe("the page's script", () => {
  async function run(stored: Record<string, string>, answer: string | null) {
    const dom = new JSDOM(renderReferencePage(documentWith("Anonymous"), false), {
      url: "http://mandor.test/api/docs",
      runScripts: "outside-only",
    });
    for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value);
    const fetch = vi.fn(async () => ({ ok: answer !== null, text: async () => answer ?? "" }));
    Object.assign(dom.window, { fetch });
    dom.window.eval(REFERENCE_SCRIPT);
    await vi.waitFor(() => expect(fetch.mock.results.length > 0 || !stored.token).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { document: dom.window.document, fetch };
  }

  it("asks for the page again with the stored token and language, and puts it in place", async () => {
    const signedIn = renderReferencePage(documentWith("Signed in"), true);
    const { document, fetch } = await run({ token: "abc", locale: "en" }, signedIn);
    expect(fetch).toHaveBeenCalledWith("/api/docs", {
      headers: { authorization: "Bearer abc", "content-language": "en" },
    });
    await vi.waitFor(() => expect(document.documentElement.dataset.signedIn).toBe("true"));
    expect(document.querySelector("article p")?.textContent).toBe("Signed in");
  });

  it("leaves the page as it is without a stored session, or when the answer is not signed in", async () => {
    const anonymous = await run({}, null);
    expect(anonymous.fetch).not.toHaveBeenCalled();
    const ended = await run({ token: "old" }, renderReferencePage(documentWith("Other"), false));
    expect(ended.fetch).toHaveBeenCalledOnce();
    expect(ended.document.querySelector("article p")?.textContent).toBe("Anonymous");
  });
});
