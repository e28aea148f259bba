import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GreyImage } from '../../src/capture/checks/GreyImage';
import { y4mOf } from '../../src/capture/fixtures/y4m';


/**
 * Writes the video into a temporary directory and gives its path (for a launch argument). The name carries a
 * hash of the content, so a changed generator never plays a stale file, and a file is never rewritten while a
 * browser may be reading it.
 */
export function fakeCameraFile(name: string, image: () => GreyImage | Buffer): string {
  const directory = join(tmpdir(), 'idscan-widget-e2e');
  mkdirSync(directory, { recursive: true });
  const picture = image();
  const bytes = Buffer.isBuffer(picture) ? picture : Buffer.from(y4mOf(picture));
  const path = join(directory, `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.y4m`);
  if (!existsSync(path)) {
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  }
  return path;
}

/** Every pixel zero once decoded (luma 0 is below the studio range and clamps to black): a blank feed. */
export function blankY4m(width = 640, height = 360): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.alloc(width * height, 0), Buffer.alloc(2 * (width / 2) * (height / 2), 128)]);
  return Buffer.concat([header, frame, frame]);
}
