import { formatWithOptions } from 'node:util';
import type { LogSink } from './safeLogger';

/**
 * The production log sink: info lines are queued and written to stdout once per event-loop turn, so a busy server
 * makes one write per turn instead of one per request; warnings and errors go to stderr at once. The lines come
 * from safeLogger already formatted (one JSON object each).
 */
export function batchedConsole(stdout: NodeJS.WritableStream = process.stdout, stderr: NodeJS.WritableStream = process.stderr): LogSink {
  const text = (args: unknown[]) => (typeof args[0] === 'string' && args.length === 1 ? args[0] : formatWithOptions({ depth: 6 }, ...args));
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    stdout.write(text);
  };
  return {
    info(...args: unknown[]) {
      pending.push(text(args));
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    warn: (...args: unknown[]) => void stderr.write(`${text(args)}\n`),
    error: (...args: unknown[]) => void stderr.write(`${text(args)}\n`),
  };
}
