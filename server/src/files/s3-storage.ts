import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.js';
import { checkStoredName, MissingStoredFileError, s3Location, STORED_NAME, type FileStorage } from './storage.js';

/**
 * Files kept as objects of one bucket (AWS S3, MinIO, Garage, Cloudflare R2...), under an optional
 * key prefix and the same random names as on disk, so every replica sees every upload.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default streams uploads in aws-chunked
    // framing with trailing checksums, which several S3-compatible servers store as part of the
    // object or refuse. Integrity is ours: every stored file's SHA-256 is kept in its row.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (storedName: string) => `${config.prefix}${checkStoredName(storedName)}`;
  const isNotFound = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
  const put = async (storedName: string, bytes: Uint8Array) => {
    // One PUT is atomic: the object appears whole or not at all, so no half file is ever named.
    await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(storedName), Body: bytes, ContentLength: bytes.byteLength }));
  };

  const get = async (storedName: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(storedName) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`The object store sent no body for ${storedName}`);
      return { body: answer.Body, sizeBytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) throw new MissingStoredFileError(`No stored file ${storedName}`);
      throw error;
    }
  };

  return {
    location: s3Location(config),

    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        // A fresh MinIO or Garage: make the bucket (private, as buckets are by default). Two
        // replicas starting together may both try, and stores word the loser's answer
        // differently: what counts is that the bucket is there and ours to use afterwards.
        await client.send(new CreateBucketCommand({ Bucket: config.bucket })).catch(async (createError: unknown) => {
          await client.send(new HeadBucketCommand({ Bucket: config.bucket })).catch(() => {
            throw createError;
          });
        });
      }
    },

    async save(bytes) {
      const storedName = randomBytes(16).toString('hex');
      await put(storedName, bytes);
      return { storedName, sha256: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.byteLength };
    },

    saveAs: put,

    async has(storedName) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: keyOf(storedName) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async read(storedName) {
      const { body } = await get(storedName);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async open(storedName) {
      const { body, sizeBytes } = await get(storedName);
      return { sizeBytes, stream: body };
    },

    async remove(storedName) {
      // S3 answers a delete of a missing key with success, as this interface promises.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(storedName) }));
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: config.bucket, Prefix: config.prefix })) {
        for (const object of page.Contents ?? []) {
          const storedName = object.Key?.slice(config.prefix.length) ?? '';
          if (STORED_NAME.test(storedName)) yield { storedName, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },

    async removeLeftovers() {
      // Single PUTs leave nothing behind when interrupted.
      return 0;
    },
  };
}
