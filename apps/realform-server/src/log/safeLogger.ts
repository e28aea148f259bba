import { redact, redactText } from './redact';

export type LogSink = Pick<Console, 'info' | 'warn' | 'error'>;

export interface SafeLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** The access line of a request: method, route path, status, time — nothing personal, so not redacted. */
  request(line: string): void;
}

/** Every line goes through {@link redact} before it reaches the sink. */
export function safeLogger(sink: LogSink): SafeLogger {
  const write = (level: keyof LogSink) => (message: string, fields?: Record<string, unknown>) => {
    if (fields === undefined) sink[level](redactText(message));
    else sink[level](redactText(message), redact(fields));
  };
  return { info: write('info'), warn: write('warn'), error: write('error'), request: (line) => sink.info(line) };
}
