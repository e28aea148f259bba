import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { classNames } from '@repo/react-primitives';

/** Props of {@link Viewfinder}. */
export interface ViewfinderProps {
  stream: MediaStream | null;
  /** The guide drawn over the picture: a document's rectangle or a face's oval. */
  shape: 'rectangle' | 'oval';
  /** Colours the guide as a warning. @default false */
  warning?: boolean;
  /** Overlays (the verifying loader). */
  children?: ReactNode;
}

/**
 * The live camera picture with a guide to place the document or face in. The stream is set as the video's
 * `srcObject` (a property, not an attribute: nothing for a CSP to block). Muted and inline, so mobile browsers
 * play it without a tap and without going full screen. A face is shown mirrored, as people expect of a selfie
 * camera.
 */
export function Viewfinder({ stream, shape, warning = false, children }: ViewfinderProps) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    // A play() cut short by the next stream (camera switch) rejects with AbortError: the next call plays it.
    if (stream) video.play().catch(() => undefined);
  }, [stream]);
  return (
    <div
      ref={frameRef}
      className={classNames('idscan-viewfinder', warning && 'idscan-viewfinder--warning', shape === 'oval' && 'idscan-viewfinder--mirrored')}
    >
      {/* The picture is for the eyes; its state is told in words next to it. */}
      <video
        ref={videoRef}
        className="idscan-viewfinder__video"
        autoPlay
        muted
        playsInline
        aria-hidden="true"
        onLoadedMetadata={(event) => {
          // The frame takes the camera's shape, uncropped, so the guide covers the same part of the picture as
          // the capture layer's document guide (80 % of the frame's width): a document fitted to the guide on
          // screen is where the frame checks look for it.
          const { videoWidth, videoHeight } = event.currentTarget;
          if (videoWidth > 0 && videoHeight > 0) frameRef.current?.style.setProperty('--_idscan-video-ratio', String(videoWidth / videoHeight));
        }}
      />
      <div className={`idscan-viewfinder__guide idscan-viewfinder__guide--${shape}`} aria-hidden="true" />
      {stream ? null : (
        <p className="idscan-viewfinder__starting" role="status">
          {t`Starting the camera…`}
        </p>
      )}
      {children}
    </div>
  );
}
