import type { Database } from '../../db/Database';

/** Resource limits of uploads and captures (issue 14 findings 2 and 3). Request-rate limits are in RateLimits. */
export interface UploadLimits {
  /**
   * Bytes of upload bodies being received or checked at once in this process, all callers together. An admitted
   * upload reserves its declared length (the file limit when it declares none); past the cap new uploads answer 503.
   */
  maxBytesInFlight: number;
  /** Captures stored per journey (retakes included); past it 429. */
  capturesPerJourney: number;
  /** Bytes of stored documents per application, all journeys together; past it 429. */
  storedBytesPerApplication: number;
  /**
   * Uploads whose fields are being read before their caller is known (the form-field token of
   * document/desktop-document-upload and mobile-document-upload), at once in this process; past it 503 before the
   * body is parsed at all. That phase lasts a packet or two for a real client (and at most
   * BEFORE_FILE_TIMEOUT_MS): the bound keeps a flood of anonymous uploads from parsing hundreds of bodies at once
   * ahead of every other request (issue 14 finding 2: /healthz answers while 300 arrive together).
   */
  maxReceivingBeforeAdmission: number;
  /** How long an upload may take to reach its file part before it is answered as malformed (receiveUpload's BEFORE_FILE_TIMEOUT_MS). */
  beforeFileTimeoutMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytesInFlight: 96 * 1024 * 1024,
  capturesPerJourney: 40,
  storedBytesPerApplication: 200 * 1024 * 1024,
  maxReceivingBeforeAdmission: 32,
  beforeFileTimeoutMs: 10_000,
};

/** A counter against a cap: bytes in flight, or one unit per holder. */
export interface ByteBudget {
  /** Takes `bytes` when they fit; false (nothing taken) when they do not. */
  tryTake(bytes: number): boolean;
  give(bytes: number): void;
  readonly inFlight: number;
}

export function byteBudget(max: number): ByteBudget {
  let inFlight = 0;
  return {
    tryTake(bytes) {
      if (inFlight + bytes > max) return false;
      inFlight += bytes;
      return true;
    },
    give(bytes) {
      inFlight = Math.max(0, inFlight - bytes);
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/** At most `concurrency` tasks at once; the rest wait in order. */
export function taskQueue(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export type TaskQueue = ReturnType<typeof taskQueue>;

/**
 * Like taskQueue, with a bound on the waiting line: past `maxWaiting` a task is not queued and `run` resolves
 * `null` (the caller answers 503). Upload admissions go through one: however many uploads arrive at once, at most
 * `concurrency` of them have database look-ups (token, caller, usage) queued ahead of everyone else's calls.
 */
export function boundedQueue(concurrency: number, maxWaiting: number) {
  const queue = taskQueue(concurrency);
  let waiting = 0;
  async function run<T>(task: () => Promise<T>): Promise<T | null> {
    if (waiting >= maxWaiting) return null;
    waiting++;
    return queue(async () => {
      waiting--;
      return task();
    });
  }
  /** Whether the waiting line is full: an upload can be turned away before its body is parsed at all. */
  run.full = () => waiting >= maxWaiting;
  return run;
}

/** What an application has stored, and what one journey holds. */
export async function storedUsage(db: Database, applicationId: string | null, journeyId: string | null): Promise<{ bytes: number; journeyCaptures: number }> {
  // A journey of another team's API key has no application (issue 19): its bytes are its own captures'.
  if (applicationId === null) {
    const { rows } = await db.query<{ bytes: string | number | null; journey_captures: string | number | null }>(
      'SELECT COALESCE(SUM(size_bytes), 0) AS bytes, COUNT(*) AS journey_captures FROM document_captures WHERE journey_id = $1::uuid',
      [journeyId],
    );
    return { bytes: Number(rows[0]?.bytes ?? 0), journeyCaptures: Number(rows[0]?.journey_captures ?? 0) };
  }
  const { rows } = await db.query<{ bytes: string | number | null; journey_captures: string | number | null }>(
    `SELECT COALESCE(SUM(c.size_bytes), 0) AS bytes,
            COUNT(*) FILTER (WHERE c.journey_id = $2::uuid) AS journey_captures
       FROM document_captures c JOIN scan_journeys j ON j.id = c.journey_id
      WHERE j.application_id = $1::uuid`,
    [applicationId, journeyId],
  );
  return { bytes: Number(rows[0]?.bytes ?? 0), journeyCaptures: Number(rows[0]?.journey_captures ?? 0) };
}

/** What the server configuration may add to AppDeps for these limits (ServerConfig.uploadLimits). */
export interface UploadLimitDeps {
  uploadLimits?: Partial<UploadLimits> | undefined;
}

export interface UploadGuards {
  limits: UploadLimits;
  /** Bytes of uploads in flight in this process. */
  budget: ByteBudget;
  /** Upload admissions (token look-up, caller, usage): 4 at once, 64 waiting at most. */
  admissions: ReturnType<typeof boundedQueue>;
  /** Uploads being read before admission, one unit each (UploadLimits.maxReceivingBeforeAdmission). */
  receiving: ByteBudget;
}

const perDeps = new WeakMap<object, UploadGuards>();

/** This server's upload limits, byte budget and admission queue (one set per server, like requestLimits). */
export function uploadGuards(deps: object & UploadLimitDeps): UploadGuards {
  let found = perDeps.get(deps);
  if (!found) {
    const limits = { ...DEFAULT_UPLOAD_LIMITS, ...deps.uploadLimits };
    found = { limits, budget: byteBudget(limits.maxBytesInFlight), admissions: boundedQueue(4, 64), receiving: byteBudget(limits.maxReceivingBeforeAdmission) };
    perDeps.set(deps, found);
  }
  return found;
}

/** Subjects a memory window keeps at most; past it the oldest subject is forgotten. */
const MAX_SUBJECTS = 100_000;

/**
 * A sliding-window count per subject in this process's memory: the per-IP upload limit, checked before a body is
 * read. It protects this process's resources, so it needs no database round trip — an anonymous flood costs the
 * database nothing until a token is looked up.
 */
export function memoryWindow() {
  const events = new Map<string, number[]>();
  return {
    /** Counts one event for `subject` at `now` when under `max` in the window; false (nothing counted) when not. */
    take(subject: string, limit: { max: number; windowSeconds: number }, now: Date): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const at = now.getTime();
      const since = at - limit.windowSeconds * 1000;
      const recent = (events.get(subject) ?? []).filter((time) => time > since);
      if (recent.length >= limit.max) {
        events.set(subject, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((recent[0] ?? at) - since) / 1000)) };
      }
      recent.push(at);
      events.delete(subject);
      events.set(subject, recent);
      if (events.size > MAX_SUBJECTS) events.delete(events.keys().next().value as string);
      return { allowed: true };
    },
  };
}

const perIpWindows = new WeakMap<object, ReturnType<typeof memoryWindow>>();

/** This server's per-IP upload window. */
export function uploadsPerIpWindow(deps: object): ReturnType<typeof memoryWindow> {
  let found = perIpWindows.get(deps);
  if (!found) {
    found = memoryWindow();
    perIpWindows.set(deps, found);
  }
  return found;
}
