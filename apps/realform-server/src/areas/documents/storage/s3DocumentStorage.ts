import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DocumentStorage } from '../documentStorage';
import { STORED_NAME, StoredDocumentNotFoundError, checkStoredName, newStoredName } from '../documentStorage';

/** S3-compatible object storage (README "Document storage"; DOCUMENT_STORAGE=s3 and the S3_* variables). */
export interface S3StorageConfig {
  /** The endpoint of an S3-compatible service (MinIO, Ceph, a cloud's own); unset: AWS S3 of `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables, web identity). Never logged. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle?: boolean;
  /**
   * The `x-amz-server-side-encryption` header sent with every object: AES256 (SSE-S3) by default; `none` for an
   * endpoint that refuses the header (encrypt its disks instead).
   */
  serverSideEncryption?: 'AES256' | 'aws:kms' | 'none';
}

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';

/**
 * What is wrong with the S3 settings, as messages naming the variables (never their values' secrets); empty when
 * they can work. Production refuses an `http:` endpoint other than this machine's: the documents and the signed
 * requests would cross the network readable.
 */
export function s3ConfigProblems(config: S3StorageConfig, production: boolean): string[] {
  const problems: string[] = [];
  if (!config.bucket) problems.push('S3_BUCKET is required with DOCUMENT_STORAGE=s3.');
  if (!config.region) problems.push('S3_REGION is required with DOCUMENT_STORAGE=s3 (any value, e.g. us-east-1, for a self-hosted service).');
  if (Boolean(config.accessKeyId) !== Boolean(config.secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK’s own credentials.');
  }
  if (config.endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(config.endpoint);
    } catch {
      problems.push('S3_ENDPOINT is not a URL (expected e.g. https://s3.example.com).');
    }
    if (url && url.protocol !== 'https:' && url.protocol !== 'http:') problems.push('S3_ENDPOINT must be an https: URL.');
    if (url && url.protocol === 'http:' && production && !isLocalHost(url.hostname)) {
      problems.push('S3_ENDPOINT is http: to another machine: identity documents would cross the network unencrypted. Use https:.');
    }
  }
  return problems;
}

const SILENT = { trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const CONNECT_TIMEOUT_MS = 5_000;
/** A whole request: an upload of the largest file allowed (15 MiB) at 250 KiB/s. */
const REQUEST_TIMEOUT_MS = 60_000;
const STREAMED_PUT_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 200;

/** A network error, a timeout, throttling or a server error: worth another try; a refusal (4xx) is not. */
const isRetryable = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status === 429 || status >= 500;
};

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Documents as private objects of one bucket, keyed by their stored name (`documents/{uuid}.{ext}`: a random UUID per
 * object, so a put never meets an existing key — no conditional write, which not every S3-compatible service has).
 * The AWS SDK is imported only when this backend is chosen. Objects are written without an ACL (private: readable
 * with the bucket's credentials only) and with server-side encryption unless turned off.
 */
export async function s3DocumentStorage(config: S3StorageConfig): Promise<DocumentStorage> {
  const problems = s3ConfigProblems(config, false);
  if (problems.length > 0) throw new Error(`Document storage: ${problems.join(' ')}`);
  const { S3Client: Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command, HeadBucketCommand } = await import('@aws-sdk/client-s3');
  const settings = {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Checksums only where the operation requires them: S3-compatible services other than AWS often refuse the
    // newer streamed checksum trailers, and a streamed upload then needs none (TLS protects it in transit).
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    // An endpoint that does not answer fails the call (the upload is then not acknowledged) rather than hanging it.
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
    // The SDK says nothing of its own (it would write to the console, beside the server's redacted log, and an info
    // logger receives commands' inputs): failures reach the caller, whose log names no secret and no personal data.
    logger: SILENT,
  };
  const client: S3Client = new Client(settings);
  // A streamed body cannot be replayed by the SDK's retries: streamed puts are tried once per stream, and retried
  // here with a fresh stream from the received file.
  const streamClient: S3Client = new Client({ ...settings, maxAttempts: 1 });
  const encryption = config.serverSideEncryption ?? 'AES256';
  const put = async (name: string, body: Uint8Array | NodeJS.ReadableStream, length: number, via = client) => {
    await via.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: name,
        Body: body as Uint8Array,
        ContentLength: length,
        ContentType: 'application/octet-stream',
        ...(encryption === 'none' ? {} : { ServerSideEncryption: encryption }),
      }),
    );
  };

  return {
    kind: 's3',

    async save(bytes, format) {
      const name = newStoredName(format);
      await put(name, bytes, bytes.byteLength);
      return name;
    },

    // Streamed from the received file: never whole in memory.
    async adopt(path, format, sizeBytes) {
      const name = newStoredName(format);
      for (let attempt = 1; ; attempt += 1) {
        const stream = createReadStream(path);
        try {
          await put(name, stream, sizeBytes, streamClient);
          break;
        } catch (error) {
          if (attempt >= STREAMED_PUT_ATTEMPTS || !isRetryable(error)) throw error;
        } finally {
          stream.destroy();
        }
        // A short pause before the next try (throttling answers ask for one).
        await setTimeout(RETRY_PAUSE_MS * attempt);
      }
      await rm(path, { force: true });
      return name;
    },

    async read(name) {
      checkStoredName(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: name }));
        if (!object.Body) throw new StoredDocumentNotFoundError(name, 's3');
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) throw new StoredDocumentNotFoundError(name, 's3');
        throw error;
      }
    },

    async delete(name) {
      checkStoredName(name);
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: name }));
      return true;
    },

    async storedBefore(cutoff) {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: 'documents/', ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && STORED_NAME.test(object.Key) && object.LastModified && object.LastModified < cutoff) names.push(object.Key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },

    async reachable() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      return true;
    },

    async close() {
      client.destroy();
      streamClient.destroy();
    },
  };
}
