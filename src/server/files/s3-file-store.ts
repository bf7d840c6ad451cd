/**
 * Uploaded files in S3-compatible storage (AWS S3, MinIO, Ceph RGW), for several instances:
 * a file saved through one is served by every other. The store of file-store.ts, with the
 * same generated names as object keys. Credentials come the AWS SDK's own way
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role); with an endpoint
 * the bucket is addressed by path, as MinIO and Ceph expect.
 */
import type { Readable } from "node:stream";
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../config";
import { type FileStore, newStoredName, STORED_NAME } from "./file-store";

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where a call requires them: not every S3-compatible service takes the
    // SDK's default CRC32 trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function createS3FileStore(settings: S3Settings, client = s3Client(settings)): FileStore {
  return {
    async save(bytes, ext) {
      const name = newStoredName(ext);
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: name, Body: bytes, IfNoneMatch: "*" }),
      );
      return name;
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: name }),
        );
        if (!object.Body) return undefined;
        return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}
