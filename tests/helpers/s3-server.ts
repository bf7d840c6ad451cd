/**
 * A local S3 protocol server (s3rver) for the storage suites: started by the test on a free
 * loopback port, over a temporary folder, with one bucket; the AWS SDK talks to it as to MinIO.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/server/config";
import { s3Client } from "../../src/server/files/s3-file-store";

export interface TestS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startTestS3(bucket = "mandor-uploads"): Promise<TestS3> {
  // The AWS SDK reads credentials from the environment; s3rver accepts these.
  process.env.AWS_ACCESS_KEY_ID ??= "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY ??= "S3RVER";
  const directory = mkdtempSync(join(tmpdir(), "mandor-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
  };
  await s3Client(settings).send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
