import { randomUUID } from 'node:crypto';
import type { Brand, StepName } from '@onboarding/realform-api';
import type { Locale } from '@onboarding/dictionaries';
import type { AcceptedTermsDocument } from '../brand/termsDocuments';
import type { Database } from '../db/Database';

export interface ApplicationCredentials {
  id: string;
  passwordHash: string;
  currentStep: string;
}

export interface NewApplication {
  /** Already normalised (trimmed, lower case). */
  email: string;
  passwordHash: string;
  residenceCountry: string;
  locale: Locale;
  brand: Brand;
  step: StepName;
  /** The separate, optional marketing consent, as given (issue 18 item 7). */
  marketingAgreement: boolean;
  /** The registration box "I accept the terms of service and the privacy policy": when, and which documents. */
  termsAcceptance: { acceptedAt: Date; documents: readonly AcceptedTermsDocument[] };
  tracking: Record<string, unknown>;
}

/** An application as the step routes see it. */
export interface Application {
  id: string;
  /** Normalised (trimmed, lower case). */
  email: string;
  residenceCountry: string;
  locale: Locale;
  brand: Brand;
  currentStep: StepName;
  /** What the steps stored so far, by step: `{ personalData: {...}, address: {...}, ... }`. */
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The columns an Application is read from (other stores join them: see handoffStore's `caller`). */
export const APPLICATION_COLUMNS = ['id', 'email', 'residence_country', 'locale', 'brand', 'current_step', 'data', 'created_at'] as const;

export interface ApplicationRow {
  id: string;
  email: string;
  residence_country: string;
  locale: Locale;
  brand: Brand;
  current_step: StepName;
  data: Record<string, unknown> | string;
  created_at: Date;
}

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    email: row.email,
    residenceCountry: row.residence_country.trim(),
    locale: row.locale,
    brand: row.brand,
    currentStep: row.current_step,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
    createdAt: new Date(row.created_at),
  };
}

/** Applications: one per e-mail address, with the step the applicant has reached (docs/spec/flow/states.md#step-order step machine). */
export function applicationStore(db: Database) {
  return {
    async get(id: string): Promise<Application | null> {
      const { rows } = await db.query<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS.join(', ')} FROM applications WHERE id = $1`,
        [id],
      );
      return rows[0] ? toApplication(rows[0]) : null;
    },

    /**
     * Moves the application to a step and merges step data (top-level keys replace), in one statement so a
     * crash never leaves the step ahead of its data. `expectedStep` guards against two tabs submitting at once:
     * the update happens only while the application is still at that step; false when it was not.
     */
    async advance(
      id: string,
      change: { step?: StepName; data?: Record<string, unknown>; expectedStep?: StepName },
      now: Date,
    ): Promise<boolean> {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE applications
            SET current_step = COALESCE($2, current_step),
                data = data || $3::jsonb,
                updated_at = $4
          WHERE id = $1 AND ($5::text IS NULL OR current_step = $5)
          RETURNING id`,
        [id, change.step ?? null, JSON.stringify(change.data ?? {}), now, change.expectedStep ?? null],
      );
      return rows.length > 0;
    },

    async findByEmail(email: string): Promise<ApplicationCredentials | null> {
      const { rows } = await db.query<{ id: string; password_hash: string; current_step: string }>(
        'SELECT id, password_hash, current_step FROM applications WHERE email = $1',
        [email],
      );
      const row = rows[0];
      return row ? { id: row.id, passwordHash: row.password_hash, currentStep: row.current_step } : null;
    },

    /** Creates the application; null when the address is already taken (also by a concurrent request). */
    async create(application: NewApplication, now: Date): Promise<{ id: string } | null> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO applications
           (id, email, password_hash, residence_country, locale, brand, current_step, marketing_agreement, tracking, created_at, updated_at,
            terms_accepted_at, terms_documents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12)
         ON CONFLICT (email) DO NOTHING
         RETURNING id`,
        [
          randomUUID(),
          application.email,
          application.passwordHash,
          application.residenceCountry,
          application.locale,
          application.brand,
          application.step,
          application.marketingAgreement,
          JSON.stringify(application.tracking),
          now,
          application.termsAcceptance.acceptedAt,
          JSON.stringify(application.termsAcceptance.documents),
        ],
      );
      return rows[0] ?? null;
    },
  };
}

export type ApplicationStore = ReturnType<typeof applicationStore>;
