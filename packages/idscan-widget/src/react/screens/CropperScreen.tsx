import { useLingui } from '@lingui/react/macro';
import { useDomId } from '@repo/react-primitives';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import { useImageSource } from '../ui/useImageSource';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { CROP_KEY_STEP, DEFAULT_CROP, moveCrop, resizeCrop } from './cropRect';
import type { CropRect } from './types';

/** Props of {@link CropperScreen}. */
export interface CropperScreenProps {
  /** The photo to crop: the captured Blob, or a URL. */
  image: Blob | string;
  /** @default 5 % in from every edge */
  initialRect?: CropRect;
  /** "Apply crop", with the rectangle in fractions of the image (see `cropRectToPixels`). */
  onCrop(rect: CropRect): void;
  onCancel(): void;
}

const KEY_MOVES: Record<string, readonly [number, number]> = {
  ArrowLeft: [-CROP_KEY_STEP, 0],
  ArrowRight: [CROP_KEY_STEP, 0],
  ArrowUp: [0, -CROP_KEY_STEP],
  ArrowDown: [0, CROP_KEY_STEP],
};

const percent = (value: number) => Math.round(value * 100);

/**
 * docs/spec/widget/screens.md#cropper cropper: a crop rectangle over the photo, dragged with a pointer (its corner handle resizes) or moved
 * with the arrow keys and resized with Shift + arrow keys. Its position is announced as it changes. The
 * rectangle is placed with CSS custom properties set from script (CSSOM, allowed by a CSP without
 * 'unsafe-inline'), not with a style attribute.
 */
export function CropperScreen({ image, initialRect = DEFAULT_CROP, onCrop, onCancel }: CropperScreenProps) {
  const { t } = useLingui();
  const [rect, setRect] = useState<CropRect>(initialRect);
  const areaRef = useRef<HTMLDivElement>(null);
  const rectRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  useImageSource(image, imageRef);
  const drag = useRef<{ mode: 'move' | 'resize'; startX: number; startY: number; start: CropRect } | null>(null);
  const instructionsId = `idscan-${useDomId()}-crop-help`;

  useLayoutEffect(() => {
    const element = rectRef.current;
    if (!element) return;
    element.style.setProperty('--_idscan-crop-x', `${rect.x * 100}%`);
    element.style.setProperty('--_idscan-crop-y', `${rect.y * 100}%`);
    element.style.setProperty('--_idscan-crop-width', `${rect.width * 100}%`);
    element.style.setProperty('--_idscan-crop-height', `${rect.height * 100}%`);
  }, [rect]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const [dx, dy] = move;
    setRect((current) => (event.shiftKey ? resizeCrop(current, dx, dy) : moveCrop(current, dx, dy)));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const handle = (event.target as Element).closest('.idscan-cropper__handle');
    drag.current = { mode: handle ? 'resize' : 'move', startX: event.clientX, startY: event.clientY, start: rect };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const area = areaRef.current;
    const current = drag.current;
    if (!current || !area || area.clientWidth === 0 || area.clientHeight === 0) return;
    const dx = (event.clientX - current.startX) / area.clientWidth;
    const dy = (event.clientY - current.startY) / area.clientHeight;
    setRect(current.mode === 'move' ? moveCrop(current.start, dx, dy) : resizeCrop(current.start, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const left = percent(rect.x);
  const top = percent(rect.y);
  const width = percent(rect.width);
  const height = percent(rect.height);
  return (
    <Screen title={t`Crop the photo`}>
      <p id={instructionsId}>
        {t`Drag the frame, or use the arrow keys to move it and Shift with the arrow keys to change its size.`}
      </p>
      <div className="idscan-cropper" ref={areaRef}>
        <img ref={imageRef} className="idscan-cropper__image" alt={t`Photo to crop`} draggable={false} />
        <div
          ref={rectRef}
          className="idscan-cropper__rect"
          role="application"
          aria-label={t`Crop frame`}
          aria-roledescription={t`crop frame`}
          aria-describedby={instructionsId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <span className="idscan-cropper__handle" aria-hidden="true" />
        </div>
      </div>
      <p aria-live="polite">
        <VisuallyHidden>
          {t`Crop frame: ${left}% from the left, ${top}% from the top, ${width}% wide, ${height}% high.`}
        </VisuallyHidden>
      </p>
      <div className="idscan-actions">
        <Button onClick={() => onCrop(rect)}>{t`Apply crop`}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </Screen>
  );
}
