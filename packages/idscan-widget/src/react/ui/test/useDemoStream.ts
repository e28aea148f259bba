import { useEffect, useState } from 'react';

/**
 * A camera stand-in for stories: a canvas with a drawn identity card, streamed with `captureStream()`, so the
 * viewfinder shows a picture without a camera or a permission prompt. Null where canvases cannot stream.
 */
export function useDemoStream(subject: 'document' | 'face' = 'document'): MediaStream | null {
  const [stream] = useState<MediaStream | null>(() => {
    if (typeof document === 'undefined') return null;
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context || typeof canvas.captureStream !== 'function') return null;
    context.fillStyle = '#6b7a8a';
    context.fillRect(0, 0, 640, 480);
    if (subject === 'document') {
      context.fillStyle = '#f4f1e8';
      context.fillRect(80, 110, 480, 300);
      context.fillStyle = '#0a5cc2';
      context.fillRect(110, 150, 130, 170);
      context.fillStyle = '#1a1a1a';
      for (const [y, width] of [[160, 250], [200, 200], [240, 230], [350, 420], [375, 420]] as const) context.fillRect(y > 300 ? 110 : 270, y, width, 14);
    } else {
      context.fillStyle = '#d9a47c';
      context.beginPath();
      context.ellipse(320, 220, 110, 140, 0, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.captureStream(1);
  });
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  return stream;
}
