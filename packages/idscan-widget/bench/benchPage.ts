import { checkFrame } from '../src/capture/checkFrame';
import { createFrameChecker } from '../src/capture/createFrameChecker';
import { syntheticDocument } from '../src/capture/fixtures/syntheticDocument';

// Runs in Chromium (bench/run.mjs): the frame checks on a generated 1280 × 720 document frame, timed N times.

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function percentile95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
}

export interface BenchFigure {
  name: string;
  medianMs: number;
  p95Ms: number;
  runs: number;
}

async function run(runs: number): Promise<{ figures: BenchFigure[]; passed: boolean; runsOn: string }> {
  const frame = syntheticDocument({ width: 1280, height: 720 });
  const figure = async (name: string, once: () => unknown): Promise<BenchFigure> => {
    for (let i = 0; i < 10; i++) await once(); // warm-up: let the JIT compile the hot loops
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await once();
      samples.push(performance.now() - start);
    }
    return { name, medianMs: median(samples), p95Ms: percentile95(samples), runs };
  };

  // The camera path: the browser scales the video frame on a canvas, the checks read 480 px.
  const source = document.createElement('canvas');
  source.width = frame.width;
  source.height = frame.height;
  source.getContext('2d')!.putImageData(new ImageData(frame.data, frame.width, frame.height), 0, 0);
  const small = document.createElement('canvas');
  small.width = 480;
  small.height = 270;
  const smallContext = small.getContext('2d', { willReadFrequently: true })!;
  const grabSmall = () => {
    smallContext.drawImage(source, 0, 0, 480, 270);
    return smallContext.getImageData(0, 0, 480, 270);
  };

  const checker = createFrameChecker();
  // Wait for the worker's ready message so the figure is the worker's, not the fallback's.
  for (let i = 0; i < 100 && checker.runsOn !== 'worker'; i++) await new Promise((resolve) => setTimeout(resolve, 20));

  const figures = [
    await figure('checkFrame on a 1280×720 frame (downscale in JS + all checks)', () => checkFrame(frame)),
    await figure('camera path: canvas downscale to 480×270 + getImageData + all checks', () => checkFrame(grabSmall())),
    await figure(`createFrameChecker().check() round trip (${checker.runsOn}), 480×270 frame`, () => checker.check(grabSmall())),
  ];
  const runsOn = checker.runsOn;
  checker.dispose();
  return { figures, passed: checkFrame(frame).passed, runsOn };
}

(globalThis as unknown as { runBench: typeof run }).runBench = run;
