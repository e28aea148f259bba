import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { workerUrl } from '../../../../workers/workerUrl';
import type { MrzImageReading, MrzReader } from './mrzReader';
import { MrzReaderBusyError } from './mrzReader';

/** The built worker script (tsup entry `workers/mrzWorker`), or null when running from the sources (tests). */
export function mrzWorkerScript(): URL | null {
  try {
    const url = workerUrl('mrzWorker.js');
    return existsSync(fileURLToPath(url)) ? url : null;
  } catch {
    return null;
  }
}

type Reply = { id: number; ok: true; reading?: MrzImageReading; closed?: boolean } | { id: number; ok: false; error: string };

/**
 * The MRZ reader in a worker thread of its own (mrzWorkerMain.ts): the zone search, binarisation, slotting and
 * correction — tens of milliseconds of work per photo — leave the server's event loop, as the OCR already did. One
 * worker, started on the first read; at most `maxQueued` reads wait (MrzReaderBusyError past that); a worker that
 * dies fails its reads and is started again for the next one.
 */
export function createMrzWorkerReader(script: URL, { maxQueued = 16 }: { maxQueued?: number } = {}): MrzReader {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let closed = false;

  const start = (): Worker => {
    const started = new Worker(script);
    started.unref();
    started.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      waiter?.resolve(reply);
    });
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const [, waiter] of pending) waiter.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the MRZ worker stopped (exit code ${code})`)));
    return started;
  };

  const ask = (message: { path?: string; bytes?: Uint8Array; close?: boolean }): Promise<Reply> => {
    worker ??= start();
    const id = nextId++;
    const sent = worker;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      sent.postMessage({ id, ...message });
    });
  };

  return {
    async read(input) {
      if (closed) throw new Error('The MRZ reader is closed.');
      if (pending.size >= maxQueued) throw new MrzReaderBusyError(pending.size);
      // A path is read by the worker itself; bytes are copied to it.
      const reply = await ask(typeof input === 'string' ? { path: input } : { bytes: new Uint8Array(input) });
      if (!reply.ok) throw new Error(reply.error);
      if (!reply.reading) throw new Error('The MRZ worker answered without a reading.');
      return reply.reading;
    },
    async close() {
      closed = true;
      const running = worker;
      if (!running) return;
      await ask({ close: true }).catch(() => undefined);
      worker = null;
      await running.terminate();
    },
  };
}
