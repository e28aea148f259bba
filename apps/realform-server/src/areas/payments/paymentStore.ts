import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from '@onboarding/dictionaries';
import type { PaymentProviderName, PaymentResult } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';

/** One attempt at the first deposit (table `payments`). */
export interface PaymentOrder {
  /** 128 random bits, base64url: what the gateway and the return carry to name the attempt. */
  id: string;
  applicationId: string;
  gateway: PaymentGateway;
  provider: PaymentProviderName;
  /** Whole units of `currency`. */
  amount: number;
  /** ISO 4217, such as PLN. */
  currency: string;
  /** What the applicant's bank statement shows. */
  reference: string;
  status: 'pending' | PaymentResult;
  createdAt: Date;
}

interface PaymentRow {
  id: string;
  application_id: string;
  gateway: number;
  provider: PaymentProviderName;
  amount: number;
  currency: string;
  reference: string;
  status: PaymentOrder['status'];
  created_at: Date | string;
}

const COLUMNS = 'id, application_id, gateway, provider, amount, currency, reference, status, created_at';

function toOrder(row: PaymentRow): PaymentOrder {
  return {
    id: row.id,
    applicationId: row.application_id,
    gateway: row.gateway as PaymentGateway,
    provider: row.provider,
    amount: Number(row.amount),
    currency: row.currency.trim(),
    reference: row.reference,
    status: row.status,
    createdAt: new Date(row.created_at),
  };
}

/** An order id as the routes accept it: base64url of 16 bytes. */
export const ORDER_ID = /^[A-Za-z0-9_-]{22}$/;

export function paymentStore(db: Database) {
  return {
    async create(order: Omit<PaymentOrder, 'id' | 'reference' | 'status' | 'createdAt'>, now: Date): Promise<PaymentOrder> {
      const id = randomBytes(16).toString('base64url');
      // A reference a person can read out on the phone; nothing personal in it.
      const reference = `DEP-${randomBytes(5).toString('hex').toUpperCase()}`;
      const { rows } = await db.query<PaymentRow>(
        `INSERT INTO payments (id, application_id, gateway, provider, amount, currency, reference, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8) RETURNING ${COLUMNS}`,
        [id, order.applicationId, order.gateway, order.provider, order.amount, order.currency, reference, now],
      );
      return toOrder(rows[0]!);
    },

    async get(id: string): Promise<PaymentOrder | null> {
      if (!ORDER_ID.test(id)) return null;
      const { rows } = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1`, [id]);
      return rows[0] ? toOrder(rows[0]) : null;
    },

    /**
     * Records the gateway's result once: only a pending attempt changes. False when it was already completed (a
     * replayed return), so the caller refuses it.
     */
    async complete(id: string, result: PaymentResult, now: Date): Promise<boolean> {
      const { rows } = await db.query<{ id: string }>(
        "UPDATE payments SET status = $2, completed_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id",
        [id, result, now],
      );
      return rows.length > 0;
    },

    /** The result of the application's latest completed attempt, or null. */
    async lastResult(applicationId: string): Promise<PaymentResult | null> {
      const { rows } = await db.query<{ status: PaymentResult }>(
        "SELECT status FROM payments WHERE application_id = $1 AND status <> 'pending' ORDER BY completed_at DESC LIMIT 1",
        [applicationId],
      );
      return rows[0]?.status ?? null;
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;
