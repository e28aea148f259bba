/**
 * The keys the analytics log keeps, per group; everything else is dropped. The analytics answer's ids (userId,
 * leadId and their hashes) are pseudonymous ids of the application, already known to the server; ad parameters
 * (tmsc) and free-form data are not kept.
 */
const ALLOWED = {
  browser: ['name', 'version', 'major', 'engine', 'language'],
  device: ['type', 'vendor', 'model', 'touch', 'screenWidth', 'screenHeight', 'pixelRatio'],
  os: ['name', 'version'],
  analytics: ['userId', 'leadId', 'userIdSha', 'leadIdSha'],
} as const;

type Scalar = string | number | boolean | null;

// Values that look like contact data or secrets are dropped even under an allowed key.
const LOOKS_PERSONAL = [/@/, /\+?\d[\d\s().-]{7,}\d/, /[\w-]{32,}/];

function keep(value: unknown): value is Scalar {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.length > 128) return false;
  return !LOOKS_PERSONAL.some((pattern) => pattern.test(value));
}

function pick(group: unknown, keys: readonly string[], options: { idsAllowed?: boolean } = {}): Record<string, Scalar> | undefined {
  if (typeof group !== 'object' || group === null || Array.isArray(group)) return undefined;
  const result: Record<string, Scalar> = {};
  for (const key of keys) {
    const value = (group as Record<string, unknown>)[key];
    // Pseudonymous ids and their SHA-256 hashes are long by nature; they carry no contact data.
    const allowed = options.idsAllowed ? (typeof value === 'string' && /^[\w-]{1,128}$/.test(value)) || typeof value === 'number' : keep(value);
    if (allowed) result[key] = value as Scalar;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** What the analytics log stores of a write-analytics-response-to-log body: an allowlist, nothing personal. */
export function stripAnalytics(input: { step?: string | undefined; browser?: unknown; device?: unknown; os?: unknown; analytics?: unknown }): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  if (input.step !== undefined && /^[A-Za-z_]{1,64}$/.test(input.step)) entry.step = input.step;
  const browser = pick(input.browser, ALLOWED.browser);
  const device = pick(input.device, ALLOWED.device);
  const os = pick(input.os, ALLOWED.os);
  const analytics = pick(input.analytics, ALLOWED.analytics, { idsAllowed: true });
  if (browser) entry.browser = browser;
  if (device) entry.device = device;
  if (os) entry.os = os;
  if (analytics) entry.analytics = analytics;
  return entry;
}
