import { describe, expect, it } from 'vitest';
import { checkFrame } from './checkFrame';
import { documentGuide } from './checks/documentGuide';
import { blankFrame, syntheticDocument } from './fixtures/syntheticDocument';

const guide = documentGuide(1280, 720);
const centred = (scale: number) => ({
  x: guide.x + (guide.width * (1 - scale)) / 2,
  y: guide.y + (guide.height * (1 - scale)) / 2,
  width: guide.width * scale,
  height: guide.height * scale,
});

describe('checkFrame (docs/spec/widget/validation.md#capture-quality capture quality checks)', () => {
  it('passes a sharp ID card that fills the guide, with no warning', () => {
    const result = checkFrame(syntheticDocument());
    expect(result).toMatchObject({ passed: true, blur: false, glare: false, tooFar: false, notInFrame: false, blank: false, warnings: [] });
    expect(result.metrics.edgesFound).toBe(4);
    expect(result.size).toEqual({ width: 426, height: 240 });
  });

  it('still passes a card slightly smaller than the guide, held a little off centre', () => {
    expect(checkFrame(syntheticDocument({ document: { ...centred(0.9), x: centred(0.9).x + 15 } })).passed).toBe(true);
  });

  it('flags blur on the same card out of focus, and only blur', () => {
    const sharp = checkFrame(syntheticDocument());
    const blurred = checkFrame(syntheticDocument({ blurRadius: 4 }));
    expect(blurred).toMatchObject({ blur: true, glare: false, tooFar: false, notInFrame: false, passed: false, warnings: ['BLUR_DETECTED'] });
    expect(blurred.metrics.sharpness).toBeLessThan(sharp.metrics.sharpness / 10);
  });

  it('flags glare on a reflection over the print, but not on a speck', () => {
    const reflection = checkFrame(syntheticDocument({ glare: { x: 640, y: 360, radius: 70 } }));
    expect(reflection).toMatchObject({ glare: true, blur: false, warnings: ['GLARE_DETECTED'], passed: false });
    const speck = checkFrame(syntheticDocument({ glare: { x: 640, y: 360, radius: 12 } }));
    expect(speck).toMatchObject({ glare: false, passed: true });
  });

  it('flags a card far away as low resolution (too far), not as merely out of frame', () => {
    const result = checkFrame(syntheticDocument({ document: centred(0.5) }));
    expect(result).toMatchObject({ tooFar: true, notInFrame: true, passed: false, warnings: ['LOW_RESOLUTION'] });
    expect(result.metrics.documentShare).toBeLessThan(0.5);
  });

  it('flags a card pushed off to one side as not in frame', () => {
    const result = checkFrame(syntheticDocument({ document: { ...guide, x: guide.x + guide.width * 0.3 } }));
    expect(result).toMatchObject({ notInFrame: true, tooFar: false, warnings: ['DOCUMENT_NOT_IN_FRAME'] });
  });

  it('on an empty desk asks for the document, never says "too far"', () => {
    const result = checkFrame(syntheticDocument({ document: null }));
    expect(result).toMatchObject({ notInFrame: true, tooFar: false, passed: false });
    expect(result.warnings[0]).toBe('DOCUMENT_NOT_IN_FRAME');
  });

  it('reports a frame whose every pixel is zero as blank, with no warning to act on (docs/spec/flow/validation.md#blank-camera-feed)', () => {
    expect(checkFrame(blankFrame())).toMatchObject({ blank: true, passed: false, warnings: [] });
  });

  it('lists several problems most useful first: placement, then glare, then blur', () => {
    const result = checkFrame(syntheticDocument({ document: centred(0.5), blurRadius: 4, glare: { x: 640, y: 360, radius: 60 } }));
    expect(result.warnings).toEqual(['LOW_RESOLUTION', 'GLARE_DETECTED', 'BLUR_DETECTED']);
  });

  it('takes its limits and guide from the options', () => {
    expect(checkFrame(syntheticDocument(), { thresholds: { minSharpness: 1e9 } }).warnings).toEqual(['BLUR_DETECTED']);
    const leftHalf = { x: 0.05, y: 0.1, width: 0.45, height: 0.8 };
    expect(checkFrame(syntheticDocument(), { guide: leftHalf }).notInFrame).toBe(true);
  });
});
