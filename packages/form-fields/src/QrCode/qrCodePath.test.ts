import { describe, expect, it } from 'vitest';
import { qrCodePath, type QrModules } from './qrCodePath';

/** A matrix from rows of `#` (dark) and `.` (light). */
function matrix(...rows: string[]): QrModules {
  return { size: rows.length, get: (row, column) => rows[row]![column] === '#' };
}

describe('qrCodePath', () => {
  it('draws one rectangle per run of dark modules in a row, shifted by the margin', () => {
    const modules = matrix('##.', '.#.', '###');
    expect(qrCodePath(modules, 0)).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h3v1h-3z');
    expect(qrCodePath(modules, 4)).toBe('M4 4h2v1h-2zM5 5h1v1h-1zM4 6h3v1h-3z');
  });

  it('splits a row at every light module', () => {
    expect(qrCodePath(matrix('#.#', '...', '...'), 1)).toBe('M1 1h1v1h-1zM3 1h1v1h-1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrCodePath(matrix('..', '..'), 2)).toBe('');
  });
});
