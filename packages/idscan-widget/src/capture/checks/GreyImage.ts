/** One byte of luminance per pixel, row by row: what every frame check reads. */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}
