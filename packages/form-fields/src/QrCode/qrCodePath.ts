/** A QR code's module matrix (structurally qrcode's `BitMatrix`): `size` × `size`, dark where `get` is truthy. */
export interface QrModules {
  readonly size: number;
  get(row: number, column: number): number | boolean;
}

/**
 * One SVG path that draws every dark module, in module units, shifted by the quiet zone `margin`. Runs of dark
 * modules in a row become one rectangle, which keeps the path short (a 200 px code of level H is about
 * 4 KB of path instead of 14 KB). Drawn as React elements with presentation attributes, it needs no inline
 * style and no `data:` image, so it works under a strict CSP.
 */
export function qrCodePath(modules: QrModules, margin: number): string {
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      commands.push(`M${start + margin} ${row + margin}h${column - start}v1h-${column - start}z`);
    }
  }
  return commands.join('');
}
