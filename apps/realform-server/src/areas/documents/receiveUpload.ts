import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/AppEnv';

/**
 * Uploads read as a stream (issue 14 finding 2, docs/security.md#request-bodies "request bodies are authenticated and bounded before they
 * are buffered"): the multipart body goes through busboy; the text fields before the file are kept (a few KB at most),
 * the caller is authenticated when the file part starts — before a byte of the file is read — and the file then
 * streams to a temporary file under the storage directory, refused past its limit while it streams. Nothing holds a
 * whole body in memory, and a refused body is not read on (see {@link discardBody}).
 */

/** Bytes a body may carry before its file part starts: the text fields and the multipart framing. */
export const MAX_BYTES_BEFORE_FILE = 64 * 1024;
/** The slices the body is parsed in until its file part starts (see receiveUpload). */
const FEED_SLICE_BYTES = 4 * 1024;
/** The first bytes of a file, kept in memory while it streams to disk: its format and pixel size are read from them. */
export const HEAD_BYTES = 512 * 1024;

/**
 * How long a body may take to reach its file part (its text fields and the file part's headers: a few hundred
 * bytes); past it the upload is answered as malformed. A slow sender cannot hold a place among the uploads being
 * read before admission (UploadLimits.maxReceivingBeforeAdmission) for longer. The server passes
 * UploadLimits.beforeFileTimeoutMs (the same 10 s unless configured).
 */
export const BEFORE_FILE_TIMEOUT_MS = 10_000;

/** What a refused body may still send before the connection is closed (a lingering close, bounded). */
const LINGER_BYTES = 8 * 1024 * 1024;
/** Refused bodies read on at once at most; past this (a flood) a refused connection is closed as soon as answered. */
const MAX_LINGERING = 16;
let lingering = 0;
const LINGER_MS = 2_000;

/** A file received to disk, not yet judged. */
export interface ReceivedFile {
  /** The temporary file (under `{storageDir}/incoming/`); the caller moves it into storage or removes it. */
  path: string;
  size: number;
  /** Its first HEAD_BYTES (or all of it when smaller). */
  head: Uint8Array;
}

export type Received<A> =
  | { kind: 'file'; fields: Record<string, string>; file: ReceivedFile; accepted: A }
  | { kind: 'noFile'; fields: Record<string, string> }
  /** `atFile` refused, and its answer was written. */
  | { kind: 'refused'; response: Response }
  | { kind: 'tooLarge'; accepted?: A }
  | { kind: 'malformed'; accepted?: A };

export type AtFile<A> = (fields: Record<string, string>) => Promise<{ ok: true; value: A } | { ok: false; response: Response }>;

export interface ReceiveOptions<A> {
  /** The multipart name of the file (`documentImage`, `image`). Other file parts are refused. */
  fileField: string;
  /** The largest file taken; a bigger one is refused while it streams. */
  maxFileBytes: number;
  /** Where temporary files go (created if needed). */
  tempDir: string;
  /** Called once, when the file part starts, with the fields sent before it: authenticate and admit here. */
  atFile: AtFile<A>;
  /** See BEFORE_FILE_TIMEOUT_MS. @default BEFORE_FILE_TIMEOUT_MS */
  beforeFileTimeoutMs?: number;
  /** Called with what `atFile` admitted when the body failed meanwhile (the client went away): release it here. */
  onAbandoned?: (value: A) => void;
}

/** The body of a request as a Node stream: the socket's own under Node, the web stream's in process. */
function bodyOf(c: Context<AppEnv>): Readable | null {
  const incoming = c.env?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : null;
}

/** The declared Content-Length, when there is one. */
export function declaredLength(c: Context<AppEnv>): number | null {
  const header = c.req.header('content-length');
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}

export function isMultipart(c: Context<AppEnv>): boolean {
  return /^multipart\/form-data;\s*boundary=/i.test(c.req.header('content-type') ?? '');
}

/**
 * After a refusal: stop reading a body that is still coming, without losing the answer. Under Node, once the answer
 * has left, our side of the connection is closed (FIN: the client learns nothing more is coming), and what the client
 * still sends is read and dropped until it closes too — at most LINGER_BYTES or LINGER_MS, then the connection is cut
 * (a lingering close, as nginx does: cutting at once while the client is still sending resets the connection, and a
 * reset can take the unread answer with it). Under a flood — MAX_LINGERING refused bodies being read already — the
 * connection is cut as soon as the answer has left, and such a client may see a reset. In process the stream is
 * cancelled.
 */
export function discardBody(c: Context<AppEnv>): void {
  const incoming: IncomingMessage | undefined = c.env?.incoming;
  if (!incoming) {
    const body = c.req.raw.body;
    if (body && !body.locked) body.cancel().catch(() => undefined);
    return;
  }
  const socket = incoming.socket;
  if (incoming.readableEnded || incoming.destroyed || !socket) return;
  const outgoing = c.env?.outgoing;
  const afterAnswer = (then: () => void) => {
    if (!outgoing || outgoing.writableFinished) then();
    else outgoing.once('finish', then);
  };
  if (lingering >= MAX_LINGERING) {
    afterAnswer(() => socket.destroySoon());
    return;
  }
  lingering++;
  let read = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    lingering--;
    clearTimeout(timer);
    incoming.off('data', onData);
  };
  const cut = () => {
    finish();
    afterAnswer(() => socket.destroySoon());
  };
  const onData = (chunk: Buffer) => {
    read += chunk.byteLength;
    if (read > LINGER_BYTES) cut();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  afterAnswer(() => {
    if (!socket.destroyed) socket.end();
  });
  incoming.on('data', onData);
  incoming.once('end', finish);
  incoming.once('close', finish);
  incoming.resume();
}

/**
 * Reads a multipart body as a stream: fields first, `atFile` when the file starts, the file to a temporary file.
 * Answers `tooLarge` when the file passes `maxFileBytes` (as it streams) and `malformed` for anything that is not a
 * well-formed multipart body of a few fields and one file, or more than MAX_BYTES_BEFORE_FILE before the file.
 * On every outcome but `file` the body is left unread from where it stopped: call {@link discardBody} after answering.
 */
export function receiveUpload<A>(c: Context<AppEnv>, options: ReceiveOptions<A>): Promise<Received<A>> {
  return new Promise((resolve) => {
    const source = bodyOf(c);
    if (!source || !isMultipart(c)) {
      resolve({ kind: 'malformed' });
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        limits: { fieldNameSize: 100, fieldSize: 4096, fields: 30, files: 1, parts: 32, headerPairs: 16, fileSize: options.maxFileBytes },
        defParamCharset: 'utf8',
      });
    } catch {
      resolve({ kind: 'malformed' });
      return;
    }

    const fields: Record<string, string> = {};
    let read = 0;
    let fileStarted = false;
    let parsed = false;
    let received: { file: ReceivedFile; accepted: A } | undefined;
    let settled = false;
    let tempPath: string | undefined;
    let accepted: A | undefined;

    const detach = () => {
      source.off('data', count);
      source.off('data', feed);
      source.pause();
      parser.removeAllListeners();
      // Late events of a parser given up on go nowhere; it is left to the garbage collector, not destroyed (destroying
      // an unfinished parse builds an error with a stack trace for each refused upload).
      parser.on('error', () => undefined);
    };
    const settle = (result: Received<A>) => {
      if (settled) return;
      settled = true;
      clearTimeout(beforeFile);
      detach();
      if (result.kind !== 'file' && tempPath) void rm(tempPath, { force: true });
      resolve(result);
    };
    const fail = (kind: 'tooLarge' | 'malformed') => settle(accepted === undefined ? { kind } : { kind, accepted });
    const beforeFile = setTimeout(() => {
      if (!fileStarted) fail('malformed');
    }, options.beforeFileTimeoutMs ?? BEFORE_FILE_TIMEOUT_MS);
    beforeFile.unref();
    const maybeDone = () => {
      if (!parsed || settled) return;
      if (!fileStarted) settle({ kind: 'noFile', fields });
      else if (received) settle({ kind: 'file', fields, ...received });
    };
    // A chunk may carry the fields and the file together: what counts is a body still without its file after more
    // than MAX_BYTES_BEFORE_FILE (framing, junk before the first boundary, parts that are not the file).
    const count = (chunk: Buffer) => {
      if (!fileStarted && read > MAX_BYTES_BEFORE_FILE) fail('malformed');
      read += chunk.byteLength;
    };

    // The body goes to the parser a slice at a time until its file part starts, and not a byte further until the
    // caller is admitted (then the slice that was held, and the rest as it comes, with back-pressure). A refused
    // upload's first packets — up to 64 KiB of file behind its fields — are never scanned for the next boundary:
    // a flood of anonymous uploads costs as little as it can before its 401 (issue 14 finding 2).
    const held: Buffer[] = [];
    let sourceEnded = false;
    let parserEnded = false;
    const endParser = () => {
      if (parserEnded) return;
      parserEnded = true;
      parser.end();
    };
    const waitingForAdmission = () => fileStarted && accepted === undefined;
    const write = (chunk: Buffer) => {
      if (parser.write(chunk)) return;
      source.pause();
      parser.once('drain', () => {
        if (!settled && !waitingForAdmission()) source.resume();
      });
    };
    const feed = (chunk: Buffer) => {
      if (settled) return;
      if (accepted !== undefined) return write(chunk);
      for (let offset = 0; offset < chunk.byteLength; offset += FEED_SLICE_BYTES) {
        if (waitingForAdmission()) {
          held.push(chunk.subarray(offset));
          source.pause();
          return;
        }
        write(chunk.subarray(offset, offset + FEED_SLICE_BYTES));
        if (settled) return;
      }
    };
    /** After admission: what was held goes to the parser, and the body flows again. */
    const releaseHeld = () => {
      for (let chunk = held.shift(); chunk && !settled; chunk = held.shift()) write(chunk);
      if (settled) return;
      if (sourceEnded) endParser();
      else source.resume();
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail('malformed');
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, file) => {
      // A parser given up on ends its file stream with an error ("Unexpected end of file"): nobody needs it.
      file.on('error', () => undefined);
      if (name !== options.fileField || fileStarted) {
        file.resume();
        return fail('malformed');
      }
      fileStarted = true;
      clearTimeout(beforeFile);
      // Busboy may pass the limit within a chunk it already holds (a large in-process chunk): noted at once, answered
      // as soon as the caller is admitted.
      let tooLarge = false;
      file.once('limit', () => {
        tooLarge = true;
        // After busboy's own bookkeeping of this event (it marks the stream it is emitting on).
        if (accepted !== undefined) process.nextTick(() => fail('tooLarge'));
      });
      // Nothing of the file is read until the caller is admitted: busboy holds back, and so does the socket.
      options
        .atFile({ ...fields })
        .then(async (decision) => {
          if (settled) {
            if (decision.ok) options.onAbandoned?.(decision.value);
            return file.resume();
          }
          if (!decision.ok) return settle({ kind: 'refused', response: decision.response });
          accepted = decision.value;
          releaseHeld();
          await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
          tempPath = join(options.tempDir, `${randomUUID()}.part`);
          const head: Buffer[] = [];
          let headSize = 0;
          let size = 0;
          if (tooLarge) return fail('tooLarge');
          file.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (headSize < HEAD_BYTES) {
              const part = chunk.subarray(0, HEAD_BYTES - headSize);
              head.push(part);
              headSize += part.byteLength;
            }
          });
          const path = tempPath;
          try {
            await pipeline(file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
          } catch {
            return fail('malformed');
          }
          if (tooLarge || (file as { truncated?: boolean }).truncated) return fail('tooLarge');
          if (settled) return;
          received = { file: { path, size, head: new Uint8Array(Buffer.concat(head)) }, accepted: decision.value };
          maybeDone();
        })
        .catch(() => fail('malformed'));
    });
    parser.on('close', () => {
      parsed = true;
      maybeDone();
    });
    parser.on('error', () => fail('malformed'));
    source.on('error', () => fail('malformed'));
    source.on('aborted', () => fail('malformed'));
    source.on('data', count);
    source.on('data', feed);
    source.on('end', () => {
      sourceEnded = true;
      if (!settled && !waitingForAdmission()) endParser();
    });
  });
}
