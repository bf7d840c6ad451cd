/**
 * The document as a readable page for mobile-app and integration developers, rendered on the
 * server from the same document `GET /api/openapi.json` answers: a table of contents by group,
 * then every operation with its access, parameters, body fields (type, requirement, rules,
 * where choices come from) and answers. Headings in English and Indonesian; no dependency,
 * no external resource, one script of this origin (reference-script.ts).
 */
import type {
  JsonSchema,
  OpenApiDocument,
  Operation,
  Parameter,
  Reference,
  Response,
} from "./openapi-types";
import { HTTP_METHODS } from "./openapi-types";
import { REFERENCE_SCRIPT_PATH } from "./reference-script";
import { API_PREFIX } from "./route-catalog";

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

export function renderReferencePage(document: OpenApiDocument, signedIn: boolean): string {
  const entries = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const tag = entry.operation.tags[0] ?? "Other";
    groups.set(tag, [...(groups.get(tag) ?? []), entry]);
  }
  const described = new Map(document.tags.map((tag) => [tag.name, tag.description]));
  const label = (name: string) => described.get(name) ?? name;
  // The calls' groups first, then the screens, each by the name a reader sees.
  const names = [...groups.keys()].sort(
    (a, b) =>
      (described.has(a) ? 1 : 0) - (described.has(b) ? 1 : 0) || label(a).localeCompare(label(b)),
  );
  const answers = new Map(
    Object.entries(document.components.responses).map(([name, answer]) => [
      `#/components/responses/${name}`,
      answer,
    ]),
  );
  return `<!doctype html>
<html lang="en" data-signed-in="${signedIn}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)} — API reference</title>
<style>${STYLE}</style>
<script src="${API_PREFIX.slice(0, -1)}${REFERENCE_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p class="sub">API reference · Referensi API — OpenAPI ${escapeHtml(document.openapi)}:
<a href="${API_PREFIX}openapi.json">${API_PREFIX}openapi.json</a></p>
<p class="note">${
    signedIn
      ? "Showing the screens your permissions allow. · Menampilkan layar sesuai izin Anda."
      : "Sign in to Mandor in this browser to see the screens you may use. · Masuk ke Mandor di peramban ini untuk melihat layar yang boleh Anda gunakan."
  }</p>
${paragraphs(document.info.description)}
</header>
<nav aria-label="Contents"><h2>Contents · Daftar isi</h2><ul>${names
    .map(
      (name) =>
        `<li><a href="#${anchor(`tag-${name}`)}">${escapeHtml(described.get(name) ?? name)}</a> <span class="count">${groups.get(name)?.length ?? 0}</span></li>`,
    )
    .join("")}</ul></nav>
${names.map((name) => group(name, described.get(name), groups.get(name) ?? [], answers)).join("\n")}
</main>
</body>
</html>
`;
}

/** The shared answers by their reference. */
type Answers = ReadonlyMap<string, Response>;

function group(
  name: string,
  description: string | undefined,
  entries: Entry[],
  answers: Answers,
): string {
  return `<section id="${anchor(`tag-${name}`)}">
<h2>${escapeHtml(description ?? name)}${description ? ` <code>${escapeHtml(name)}</code>` : ""}</h2>
${entries.map((entry) => operationBlock(entry, answers)).join("\n")}
</section>`;
}

function operationBlock({ method, path, operation }: Entry, answers: Answers): string {
  const parameters = operation.parameters;
  const body = operation.requestBody;
  return `<article id="${anchor(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>
${operation.description ? paragraphs(operation.description) : ""}
<p class="access"><strong>Access · Akses:</strong> ${access(operation)}</p>
${parameters.length > 0 ? parameterTable(parameters) : ""}
${
  body
    ? Object.entries(body.content)
        .map(
          ([type, media]) =>
            `<h4>Request body · Isi permintaan <code>${escapeHtml(type)}</code>${body.required ? "" : " (optional · opsional)"}</h4>${schemaBlock(media.schema)}`,
        )
        .join("")
    : ""
}
<h4>Responses · Jawaban</h4>
<ul class="responses">${Object.entries(operation.responses)
    .map(
      ([status, answer]) =>
        `<li><code>${escapeHtml(status)}</code> ${inlineCode(escapeHtml(describe(answer, answers)))}</li>`,
    )
    .join("")}</ul>
</article>`;
}

function access(operation: Operation): string {
  const open = operation.security.some((requirement) => Object.keys(requirement).length === 0);
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  const base = open
    ? "public · publik"
    : schemes.includes("bearer")
      ? "signed in (Bearer token) · perlu masuk"
      : `${schemes.join(", ")} key · kunci ${schemes.join(", ")}`;
  const sets = operation["x-mandor-permissions"];
  if (!sets || sets.length === 0) return escapeHtml(base);
  const needed = sets.map((set) =>
    set.map((name) => `<code>${escapeHtml(name)}</code>`).join(" + "),
  );
  return `${escapeHtml(base)}; ${needed.join(" or · atau ")}`;
}

function parameterTable(parameters: Parameter[]): string {
  return `<h4>Parameters · Parameter</h4>
<table><thead><tr><th>Name · Nama</th><th>In</th><th>Required · Wajib</th><th>Schema</th><th>Notes · Keterangan</th></tr></thead><tbody>${parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? "yes · ya" : ""}</td><td>${summary(parameter.schema)}</td><td>${escapeHtml(parameter.description ?? "")}</td></tr>`,
    )
    .join("")}</tbody></table>`;
}

/** An object's fields as a table; anything else as its JSON. */
function schemaBlock(schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties || Object.keys(properties).length === 0) {
    return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return `${schema.description ? `<p class="note">${escapeHtml(String(schema.description))}</p>` : ""}
<table><thead><tr><th>Field · Isian</th><th>Required · Wajib</th><th>Schema</th><th>Rules · Aturan</th></tr></thead><tbody>${Object.entries(
    properties,
  )
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code>${property.title ? `<br><span class="label">${escapeHtml(String(property.title))}</span>` : ""}</td><td>${required.has(name) ? "yes · ya" : ""}</td><td>${summary(property)}</td><td>${rules(property)}</td></tr>`,
    )
    .join("")}</tbody></table>`;
}

/** The keywords that constrain a value, compactly (annotations go to the rules column). */
function summary(schema: JsonSchema): string {
  const { title: _title, description, ...rest } = schema;
  const text = Object.entries(rest)
    .filter(([keyword]) => !keyword.startsWith("x-"))
    .map(([keyword, value]) =>
      keyword === "type"
        ? [value].flat().join(" | ")
        : `${keyword}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
    )
    .join("; ");
  return `<code>${escapeHtml(text)}</code>${description ? `<br>${escapeHtml(String(description))}` : ""}`;
}

function rules(schema: JsonSchema): string {
  const parts: string[] = [];
  const named = schema["x-mandor-rules"];
  if (Array.isArray(named) && named.length > 0) {
    parts.push(named.map((rule) => `<code>${escapeHtml(String(rule))}</code>`).join(" "));
  }
  const choices = schema["x-mandor-choices"] as { path?: string; value?: string } | undefined;
  if (choices?.path) {
    parts.push(
      `choices · pilihan: <code>${escapeHtml(choices.path)}</code> (${escapeHtml(choices.value ?? "id")})`,
    );
  }
  const upload = schema["x-mandor-upload"];
  if (typeof upload === "string") {
    parts.push(`upload first · unggah dulu: <code>POST ${escapeHtml(upload)}</code>`);
  }
  if (schema["x-mandor-trimmed"] === true) parts.push("trimmed · dipangkas");
  return parts.join("<br>");
}

function describe(answer: Response | Reference, answers: Answers): string {
  if ("$ref" in answer) return answers.get(answer.$ref)?.description ?? answer.$ref;
  const types = Object.keys(answer.content ?? {});
  return types.length > 0 ? `${answer.description} (${types.join(", ")})` : answer.description;
}

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${inlineCode(escapeHtml(paragraph.replace(/\s*\n\s*/g, " ")))}</p>`)
    .join("\n");
}

/** `code` spans of the document's descriptions. */
function inlineCode(html: string): string {
  return html.replace(/`([^`]+)`/g, "<code>$1</code>");
}

function anchor(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, "-");
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

const STYLE = `
:root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --line: #d9e2ec; --bg: #f5f7fa;
  --get: #0b6e4f; --post: #1d4ed8; --put: #9a5b00; --delete: #b42318; --patch: #6b21a8; }
body { margin: 0; font: 14px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--bg); }
main { max-width: 1100px; margin: 0 auto; padding: 24px; }
header, nav, section { background: #fff; border: 1px solid var(--line); border-radius: 8px;
  padding: 16px 20px; margin-bottom: 16px; }
h1 small { color: var(--muted); font-weight: normal; font-size: 60%; }
.sub, .note, .label, .count { color: var(--muted); }
nav ul { columns: 3 220px; padding-left: 18px; }
article { border-top: 1px solid var(--line); padding-top: 12px; margin-top: 12px; }
h3 { font-size: 15px; word-break: break-all; }
.method { display: inline-block; min-width: 58px; text-align: center; color: #fff;
  border-radius: 4px; padding: 1px 6px; font-size: 12px; }
.get { background: var(--get); } .post { background: var(--post); } .put { background: var(--put); }
.delete { background: var(--delete); } .patch { background: var(--patch); }
table { border-collapse: collapse; width: 100%; margin: 4px 0 8px; font-size: 13px; }
th, td { border: 1px solid var(--line); padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: var(--bg); }
td:first-child { white-space: nowrap; }
td code { word-break: break-word; }
pre { background: var(--bg); padding: 8px; overflow: auto; font-size: 12px; }
a { color: #1d4ed8; }
`;
