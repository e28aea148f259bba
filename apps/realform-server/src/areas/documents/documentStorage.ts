import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadFormat } from '@onboarding/realform-api';

const EXTENSIONS: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', heic: 'heic', heif: 'heif', avif: 'avif', pdf: 'pdf' };

const STORED_NAME = /^documents\/[0-9a-f-]{36}\.(jpg|png|gif|heic|heif|avif|pdf)$/;

/**
 * Uploaded documents on disk (DESIGN §4 "stored under generated names"; object storage is the scale-out path):
 * `{storageDir}/documents/{uuid}.{extension of the detected format}`. Nothing the client sent — not its file
 * name, not its declared type — reaches a path. Files are written once, readable by the server's user only.
 */
export function documentStorage(storageDir: string) {
  const directory = join(storageDir, 'documents');
  let ready: Promise<unknown> | undefined;

  return {
    /** Writes the bytes under a new name; returns that name, relative to the storage directory. */
    async save(bytes: Uint8Array, format: UploadFormat): Promise<string> {
      ready ??= mkdir(directory, { recursive: true, mode: 0o700 });
      await ready;
      const name = `documents/${randomUUID()}.${EXTENSIONS[format]}`;
      await writeFile(join(storageDir, name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },

    /**
     * Moves a file received to disk (see receiveUpload; under the same storage directory) into storage under a new
     * name; returns that name. A hard link then an unlink: never overwrites, and the file is never copied.
     */
    async adopt(path: string, format: UploadFormat): Promise<string> {
      ready ??= mkdir(directory, { recursive: true, mode: 0o700 });
      await ready;
      const name = `documents/${randomUUID()}.${EXTENSIONS[format]}`;
      await link(path, join(storageDir, name));
      await unlink(path);
      return name;
    },

    /** Reads a stored file back by the name `save` gave. */
    read(name: string): Promise<Buffer> {
      if (!STORED_NAME.test(name)) {
        return Promise.reject(new Error(`Expected a stored document name like documents/{uuid}.jpg, got "${name}". Use the name save() returned.`));
      }
      return readFile(join(storageDir, name));
    },
  };
}

export type DocumentStorage = ReturnType<typeof documentStorage>;
