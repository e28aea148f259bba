import { randomUUID } from 'node:crypto';
import type { Brand, StepName } from '@onboarding/realform-api';
import type { Locale } from '@onboarding/dictionaries';
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
  marketingAgreement: boolean;
  tracking: Record<string, unknown>;
}

/** Applications: one per e-mail address, with the step the applicant has reached (DESIGN §4 step machine). */
export function applicationStore(db: Database) {
  return {
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
           (id, email, password_hash, residence_country, locale, brand, current_step, marketing_agreement, tracking, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
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
        ],
      );
      return rows[0] ?? null;
    },
  };
}

export type ApplicationStore = ReturnType<typeof applicationStore>;
