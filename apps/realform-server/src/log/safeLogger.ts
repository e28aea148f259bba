import type { LogLevel, RequestLogFields } from './logLine';
import { logLine, truncatePath } from './logLine';
import { redact, redactText } from './redact';

export type LogSink = Pick<Console, 'info' | 'warn' | 'error'>;

export interface SafeLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** The access line of a request: id, method, path (no query string, redacted), status, time. */
  request(fields: RequestLogFields): void;
}

/**
 * Every line goes through {@link redact} and leaves as one JSON object on one line ({@link logLine}): the sink gets
 * a single string per line, with control characters escaped.
 */
export function safeLogger(sink: LogSink): SafeLogger {
  const write = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    sink[level](logLine(level, redactText(message), fields === undefined ? undefined : (redact(fields) as Record<string, unknown>)));
  };
  return {
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    request: ({ id, method, path, status, ms }) =>
      sink.info(logLine('info', 'request', { id, method: truncatePath(method), path: redactText(truncatePath(path)), status, ms })),
  };
}
