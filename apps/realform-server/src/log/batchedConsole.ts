import { formatWithOptions } from 'node:util';
import type { LogSink } from './safeLogger';

/**
 * The production log sink: info lines are queued and written to stdout once per event-loop turn, so a busy server
 * makes one write per turn instead of one per request; warnings and errors go to stderr at once.
 */
export function batchedConsole(stdout: NodeJS.WritableStream = process.stdout): LogSink {
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
      pending.push(typeof args[0] === 'string' && args.length === 1 ? args[0] : formatWithOptions({ depth: 6 }, ...args));
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    warn: (...args: unknown[]) => console.warn(...args),
    error: (...args: unknown[]) => console.error(...args),
  };
}
