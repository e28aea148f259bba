import { useDomId } from '@repo/react-primitives';
import { type ReactElement } from 'react';

/** What an example picture shows (docs/spec/widget/screens.md good and bad examples). */
export type ExampleSubject = 'document' | 'face' | 'letter' | 'certificate';

/**
 * What is wrong with it: docs/spec/widget/screens.md#photo-guidance blurry, bad angle (not all four corners visible), covered, and the instruction
 * screen's horizontal device. Without a flaw it is the good example.
 */
export type ExampleFlaw = 'blurry' | 'angle' | 'covered' | 'deviceHorizontal';

const INK = '#1a1a1a';
const PAPER = '#ffffff';
const ACCENT = '#0a5cc2';
const SKIN = '#d9a47c';

function subjectDrawing(subject: ExampleSubject): ReactElement {
  switch (subject) {
    case 'document':
      return (
        <g>
          <rect x="22" y="22" width="76" height="48" rx="4" fill={PAPER} stroke={INK} strokeWidth="2" />
          <rect x="28" y="30" width="20" height="26" rx="2" fill={ACCENT} />
          <circle cx="38" cy="39" r="5" fill={PAPER} />
          <rect x="54" y="32" width="38" height="4" rx="2" fill={INK} />
          <rect x="54" y="41" width="30" height="4" rx="2" fill={INK} />
          <rect x="54" y="50" width="34" height="4" rx="2" fill={INK} />
          <rect x="28" y="61" width="64" height="3" rx="1.5" fill={INK} />
        </g>
      );
    case 'face':
      return (
        <g>
          <rect x="30" y="10" width="60" height="72" rx="6" fill="#e8eef7" />
          <path d="M36 82c2-16 12-24 24-24s22 8 24 24z" fill={ACCENT} />
          <ellipse cx="60" cy="38" rx="14" ry="17" fill={SKIN} stroke={INK} strokeWidth="1.5" />
          <circle cx="55" cy="36" r="1.8" fill={INK} />
          <circle cx="65" cy="36" r="1.8" fill={INK} />
          <path d="M55 45q5 4 10 0" fill="none" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
        </g>
      );
    case 'letter':
      return (
        <g>
          <rect x="34" y="8" width="52" height="74" rx="2" fill={PAPER} stroke={INK} strokeWidth="2" />
          <rect x="40" y="14" width="18" height="6" rx="1" fill={ACCENT} />
          <rect x="40" y="26" width="26" height="3" rx="1.5" fill={INK} />
          <rect x="40" y="32" width="22" height="3" rx="1.5" fill={INK} />
          {[44, 50, 56, 62, 68].map((y) => (
            <rect key={y} x="40" y={y} width="40" height="2.5" rx="1.25" fill="#767676" />
          ))}
        </g>
      );
    case 'certificate':
      return (
        <g>
          <rect x="30" y="10" width="60" height="72" rx="3" fill={PAPER} stroke={INK} strokeWidth="2" />
          <rect x="36" y="16" width="48" height="5" rx="2" fill={ACCENT} />
          <rect x="44" y="28" width="32" height="32" fill={PAPER} stroke={INK} strokeWidth="1.5" />
          {[
            [47, 31], [55, 31], [67, 31], [47, 43], [59, 39], [67, 47], [51, 51], [63, 55], [47, 55],
          ].map(([x, y]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width="6" height="6" fill={INK} />
          ))}
          <rect x="36" y="66" width="48" height="3" rx="1.5" fill={INK} />
          <rect x="36" y="72" width="36" height="3" rx="1.5" fill={INK} />
        </g>
      );
  }
}

/**
 * A small drawn example of a good or bad photo. Drawn in SVG rather than shipped as images: nothing to host,
 * nothing a strict CSP (`img-src`) could block. Decorative: the caption beside it says what it shows.
 */
export function ExampleImage({ subject, flaw }: { subject: ExampleSubject; flaw?: ExampleFlaw }) {
  const blurId = `idscan-${useDomId()}-blur`;
  const drawing = subjectDrawing(subject);
  let content: ReactElement = drawing;
  if (flaw === 'blurry') {
    content = <g filter={`url(#${blurId})`}>{drawing}</g>;
  } else if (flaw === 'angle') {
    // Tilted and pushed off the edge: not all four corners are in the picture.
    content = <g transform="translate(28 8) rotate(-18 60 45)">{drawing}</g>;
  } else if (flaw === 'covered') {
    content = (
      <g>
        {drawing}
        <path d="M58 92c-2-14 4-30 14-34 8-3 14 2 14 10l-4 24z" fill={SKIN} stroke={INK} strokeWidth="1.5" />
      </g>
    );
  } else if (flaw === 'deviceHorizontal') {
    content = (
      <g>
        <rect x="6" y="14" width="108" height="64" rx="9" fill="#dfe3e8" stroke={INK} strokeWidth="2" />
        <g transform="translate(14 10) scale(0.78)">{drawing}</g>
      </g>
    );
  }
  return (
    <svg className="idscan-example-image" viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
      {flaw === 'blurry' ? (
        <defs>
          <filter id={blurId}>
            <feGaussianBlur stdDeviation="2.2" />
          </filter>
        </defs>
      ) : null}
      <rect x="0" y="0" width="120" height="90" rx="6" fill="#f3f5f8" />
      {content}
    </svg>
  );
}
