/**
 * With the uploads in S3-compatible storage, instances on one database behave as one: a file
 * uploaded through one is served through another by the link the first signed, since both
 * keep it in the bucket and sign with the same FILE_URL_SECRET.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Config, loadConfig } from "../../../src/server/config";
import { startTestS3, type TestS3 } from "../../helpers/s3-server";
import { buildTestApp } from "../../helpers/test-app";
import { multipart } from "../crud/transfer-app";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";
import { SAMPLES } from "./sample-files";

let s3: TestS3;
let first: SchemaApp;
let second: FastifyInstance;

beforeAll(async () => {
  s3 = await startTestS3();
  const files: Config["files"] = {
    ...loadConfig({}).files,
    uploadsDir: "/nonexistent/uploads",
    urlSecret: "one-secret-for-every-instance",
    s3: s3.settings,
  };
  first = await startSchemaApp({ files });
  second = await buildTestApp(first.database, { schemasDir: first.schemasDir, files });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

it("serves through one instance a file uploaded through another", async () => {
  const body = multipart([{ field: "file", filename: "foto.png", content: SAMPLES.png }]);
  const uploaded = await first.app.inject({
    method: "POST",
    url: "/api/m-skills/upload",
    payload: body.payload,
    headers: { ...first.as("clerk"), ...body.headers },
  });
  expect(uploaded.statusCode).toBe(200);
  const { url } = uploaded.json().data;
  const served = await second.inject({ url });
  expect(served.statusCode).toBe(200);
  expect(served.headers["content-type"]).toBe("image/png");
  expect(served.rawPayload).toEqual(SAMPLES.png);
});
