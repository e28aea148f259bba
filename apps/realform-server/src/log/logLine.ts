/**
 * One log line: a JSON object on one line (ASVS 5.0 V16.2 structured logs, V16.4.1 no log injection). JSON.stringify
 * escapes `"`, `\` and the C0 controls (line feed, carriage return, escape…) and lone surrogates; what it leaves
 * as is but some log viewers still break lines on or interpret — DEL, the C1 controls (NEL U+0085, CSI U+009B) and
 * the Unicode line and paragraph separators — is escaped here as well. Whatever a request puts in a path, a header or
 * a field therefore stays inside its string: it can neither start a line of its own nor move a terminal's cursor.
 */
const UNSAFE_AFTER_JSON = /[\u007f-\u009f\u2028\u2029]/g;

function escapeUnsafe(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

export type LogLevel = 'info' | 'warn' | 'error';

export function logLine(level: LogLevel, msg: string, fields?: Readonly<Record<string, unknown>>): string {
  let json: string;
  try {
    json = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  } catch {
    // A value JSON cannot carry (a BigInt, a cycle the redaction's depth limit did not cut): the message alone.
    json = JSON.stringify({ time: new Date().toISOString(), level, msg, unloggable: true });
  }
  return UNSAFE_AFTER_JSON.test(json) ? json.replace(UNSAFE_AFTER_JSON, escapeUnsafe) : json;
}

/** The longest path an access line keeps (a request line can be 16 KB; the log needs the start). */
const MAX_LOGGED_PATH = 256;

/** Fields of an access line. */
export interface RequestLogFields {
  /** The request's id, also on the other lines written for the request where known. */
  id: string;
  method: string;
  /** The path without the query string. */
  path: string;
  status: number;
  ms: number;
}

export function truncatePath(path: string): string {
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

const PROCESS_PREFIX = Math.floor(Math.random() * 0x1000000)
  .toString(16)
  .padStart(6, '0');
let sequence = 0;

/**
 * A request id: unique in this process (a counter) and between processes (a random prefix per process); short,
 * and nothing the redaction would mistake for a token.
 */
export function newRequestId(): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}-${sequence.toString(36)}`;
}
