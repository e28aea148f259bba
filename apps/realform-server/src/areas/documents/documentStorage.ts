import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadFormat } from '@onboarding/realform-api';

const EXTENSIONS: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', heic: 'heic', heif: 'heif', avif: 'avif', pdf: 'pdf' };

/** The only names storage gives and accepts: `documents/{uuid}.{extension of the detected format}`. */
export const STORED_NAME = /^documents\/[0-9a-f-]{36}\.(jpg|png|gif|heic|heif|avif|pdf)$/;

/** Which backend holds the documents (README "Document storage"). */
export type DocumentStorageKind = 'disk' | 'postgres' | 's3';

/** A new stored name; nothing the client sent — not its file name, not its declared type — is part of it. */
export function newStoredName(format: UploadFormat): string {
  return `documents/${randomUUID()}.${EXTENSIONS[format]}`;
}

/** A name that storage did not give (or a caller's typo): refused before any backend is asked. */
export function checkStoredName(name: string): void {
  if (!STORED_NAME.test(name)) {
    throw new RangeError(`Expected a stored document name like documents/{uuid}.jpg, got "${name.slice(0, 80)}". Use the name save() returned.`);
  }
}

/** read() of a name no backend holds (deleted by retention, or never stored). */
export class StoredDocumentNotFoundError extends Error {
  override readonly name = 'StoredDocumentNotFoundError';
  constructor(
    readonly storedName: string,
    backend: DocumentStorageKind,
  ) {
    super(`No stored document ${storedName} in the ${backend} document storage (deleted by retention, or never stored).`);
  }
}

/**
 * Where uploaded documents and captures are kept (docs/security.md#uploads "stored under generated names"; issue 20 "no state on
 * the instance"): the same contract for the local disk, PostgreSQL and S3-compatible object storage. Names are
 * always generated here, never taken from the client; files are written once and never overwritten.
 */
export interface DocumentStorage {
  readonly kind: DocumentStorageKind;
  /** Stores the bytes under a new name; returns that name. */
  save(bytes: Uint8Array, format: UploadFormat): Promise<string>;
  /**
   * Stores a file received to this instance's disk (see receiveUpload) under a new name and removes the received
   * file; returns the name. Disk: a hard link (never copied); S3: streamed from the file, never whole in memory.
   */
  adopt(path: string, format: UploadFormat, sizeBytes: number): Promise<string>;
  /** The stored bytes; StoredDocumentNotFoundError when none are stored under the name. */
  read(name: string): Promise<Buffer>;
  /** Removes a stored file; true when it was there (S3 cannot tell: true). A name storage never gives is refused. */
  delete(name: string): Promise<boolean>;
  /** Names of the stored files written before `cutoff`, for the retention job's orphan sweep. */
  storedBefore(cutoff: Date): Promise<string[]>;
  /**
   * Whether the backend answers now (/readyz): disk, a file can be written in its directory; PostgreSQL, the table
   * answers; S3, the bucket answers (HeadBucket). Resolves false or throws when not.
   */
  reachable(): Promise<boolean>;
  /** Releases what the backend holds open (S3: its connections). */
  close(): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Uploaded documents on this instance's disk, the embedded default: `{storageDir}/documents/{uuid}.{ext}`, readable
 * by the server's user only. One instance only: another instance never sees them (README "Document storage").
 */
export function diskDocumentStorage(storageDir: string): DocumentStorage {
  const directory = join(storageDir, 'documents');
  let ready: Promise<unknown> | undefined;
  const ensureDirectory = () => (ready ??= mkdir(directory, { recursive: true, mode: 0o700 }));

  return {
    kind: 'disk',

    async save(bytes, format) {
      await ensureDirectory();
      const name = newStoredName(format);
      await writeFile(join(storageDir, name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },

    // A hard link then an unlink: never overwrites, and the file is never copied (the received file is under the
    // same storage directory).
    async adopt(path, format) {
      await ensureDirectory();
      const name = newStoredName(format);
      await link(path, join(storageDir, name));
      await unlink(path);
      return name;
    },

    async read(name) {
      checkStoredName(name);
      try {
        return await readFile(join(storageDir, name));
      } catch (error) {
        if (isMissing(error)) throw new StoredDocumentNotFoundError(name, 'disk');
        throw error;
      }
    },

    async delete(name) {
      checkStoredName(name);
      try {
        await unlink(join(storageDir, name));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async storedBefore(cutoff) {
      let names: string[];
      try {
        names = (await readdir(directory)).map((base) => `documents/${base}`).filter((name) => STORED_NAME.test(name));
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(join(storageDir, name)).catch(() => undefined);
        if (info && info.mtimeMs < cutoff.getTime()) old.push(name);
      }
      return old;
    },

    async reachable() {
      await ensureDirectory();
      const probe = join(directory, `.probe-${randomUUID()}`);
      await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
      await unlink(probe);
      return true;
    },

    close: async () => undefined,
  };
}
