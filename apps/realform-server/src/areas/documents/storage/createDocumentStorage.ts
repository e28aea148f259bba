import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/Database';
import type { ProductionConfigProblem } from '../../../security/productionConfig';
import type { DocumentStorage } from '../documentStorage';
import { diskDocumentStorage } from '../documentStorage';
import { postgresDocumentStorage } from './postgresDocumentStorage';
import type { S3StorageConfig } from './s3DocumentStorage';
import { s3ConfigProblems, s3DocumentStorage } from './s3DocumentStorage';

/** ServerConfig.documentStorage: which backend keeps uploaded documents and captures (README "Document storage"). */
export type DocumentStorageConfig = { kind: 'disk' } | { kind: 'postgres' } | ({ kind: 's3' } & S3StorageConfig);

/** Document storage settings that cannot work (a missing bucket, an unknown backend): the message names the variables. */
export class DocumentStorageConfigError extends Error {
  override readonly name = 'DocumentStorageConfigError';
}

/** The variables of DOCUMENT_STORAGE and S3_*, as main.ts reads them. */
export function documentStorageFromEnv(env: Record<string, string | undefined>): DocumentStorageConfig {
  const kind = env.DOCUMENT_STORAGE?.trim() || (env.DATABASE_URL ? 'postgres' : 'disk');
  if (kind === 'disk' || kind === 'postgres') return { kind };
  if (kind !== 's3') throw new DocumentStorageConfigError(`DOCUMENT_STORAGE must be disk, postgres or s3, got "${kind.slice(0, 40)}".`);
  const flag = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  const encryption = env.S3_SERVER_SIDE_ENCRYPTION?.trim() || 'AES256';
  if (encryption !== 'AES256' && encryption !== 'aws:kms' && encryption !== 'none') {
    throw new DocumentStorageConfigError(`S3_SERVER_SIDE_ENCRYPTION must be AES256, aws:kms or none, got "${encryption.slice(0, 40)}".`);
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    bucket: env.S3_BUCKET?.trim() ?? '',
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || '',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag === '1' || flag === 'true',
    serverSideEncryption: encryption,
  };
}

/** What is wrong with the document storage settings (see s3ConfigProblems); messages name variables only. */
export function documentStorageProblems(config: DocumentStorageConfig, production: boolean): string[] {
  return config.kind === 's3' ? s3ConfigProblems(config, production) : [];
}

/** ServerConfig.documentStorage, or its default: the database with `databaseUrl` (unless a storageDir is given), else the disk. */
export function chosenDocumentStorage(config: Pick<ServerConfig, 'documentStorage' | 'databaseUrl' | 'storageDir'>): DocumentStorageConfig {
  return config.documentStorage ?? (config.databaseUrl && !config.storageDir ? { kind: 'postgres' } : { kind: 'disk' });
}

/** Settings that cannot work (a missing bucket, a malformed endpoint): refused before anything is opened. */
export function checkDocumentStorageConfig(config: DocumentStorageConfig): void {
  const problems = documentStorageProblems(config, false);
  if (problems.length > 0) throw new DocumentStorageConfigError(`Document storage (README "Document storage"): ${problems.join(' ')}`);
}

/** What production mode refuses here (README "Production"): an S3 endpoint on `http:` to another machine. */
export function documentStorageProductionProblems(config: DocumentStorageConfig, production: boolean): ProductionConfigProblem[] {
  if (!production) return [];
  const all = documentStorageProblems(config, true);
  const known = new Set(documentStorageProblems(config, false));
  return all.filter((message) => !known.has(message)).map((message) => ({ variable: 'S3_ENDPOINT', reason: 'insecure-object-storage', message }));
}

/**
 * The configured backend: `postgres` needs the server's database (PGlite too), `disk` the storage directory, `s3`
 * its bucket (the SDK is imported only then).
 */
export async function createDocumentStorage(
  config: DocumentStorageConfig,
  deps: { db: Database; storageDir: string; now: () => Date },
): Promise<DocumentStorage> {
  switch (config.kind) {
    case 'disk':
      return diskDocumentStorage(deps.storageDir);
    case 'postgres':
      return postgresDocumentStorage(deps.db, deps.now);
    case 's3':
      return s3DocumentStorage(config);
  }
}
