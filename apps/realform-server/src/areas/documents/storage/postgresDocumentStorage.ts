import { readFile, rm } from 'node:fs/promises';
import type { Database } from '../../../db/Database';
import type { DocumentStorage } from '../documentStorage';
import { STORED_NAME, StoredDocumentNotFoundError, checkStoredName, newStoredName } from '../documentStorage';

/**
 * Documents in the database (table `document_files`, migration 028; README "Document storage"): the default with
 * DATABASE_URL, so every instance on the database reads what any of them received, and a lost instance loses no
 * document. Each file is one row written in one statement (bounded by the upload limit, so it is read whole);
 * PGlite takes the same SQL, so the embedded database can use it too.
 */
export function postgresDocumentStorage(db: Database, now: () => Date): DocumentStorage {
  async function insert(bytes: Uint8Array, format: Parameters<DocumentStorage['save']>[1]): Promise<string> {
    const name = newStoredName(format);
    // A fresh random name: an INSERT that could only collide with a bug, never overwrite a document.
    await db.query('INSERT INTO document_files (name, content, size_bytes, created_at) VALUES ($1, $2, $3, $4)', [name, bytes, bytes.byteLength, now()]);
    return name;
  }

  return {
    kind: 'postgres',

    save: insert,

    async adopt(path, format) {
      const name = await insert(await readFile(path), format);
      await rm(path, { force: true });
      return name;
    },

    async read(name) {
      checkStoredName(name);
      const { rows } = await db.query<{ content: Uint8Array }>('SELECT content FROM document_files WHERE name = $1', [name]);
      const content = rows[0]?.content;
      if (!content) throw new StoredDocumentNotFoundError(name, 'postgres');
      // pg answers a Buffer, PGlite a Uint8Array: the same bytes, without a copy.
      return Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    },

    async delete(name) {
      checkStoredName(name);
      const { rows } = await db.query('DELETE FROM document_files WHERE name = $1 RETURNING name', [name]);
      return rows.length > 0;
    },

    async storedBefore(cutoff) {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM document_files WHERE created_at < $1 ORDER BY created_at', [cutoff]);
      return rows.map((row) => row.name).filter((name) => STORED_NAME.test(name));
    },

    async reachable() {
      await db.query('SELECT 1 FROM document_files LIMIT 1');
      return true;
    },

    close: async () => undefined,
  };
}
