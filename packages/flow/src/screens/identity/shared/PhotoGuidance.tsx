import { Trans } from '@lingui/react/macro';

/** A small drawing of a document in the frame: whole (good) or cut off (bad). Decorative: the text says it all. */
function DocumentSketch({ good }: { good: boolean }) {
  return (
    <svg className="onb-guidance__sketch" viewBox="0 0 64 44" width="64" height="44" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="62" height="42" rx="4" className="onb-guidance__frame" />
      <rect x={good ? 8 : 20} y={good ? 8 : 14} width="48" height="30" rx="3" className="onb-guidance__card" />
      <circle cx={good ? 19 : 31} cy={good ? 21 : 27} r="5" className="onb-guidance__face" />
      <path d={good ? 'M44 28l4 4 8-9' : 'M44 25l8 8m0-8l-8 8'} className={good ? 'onb-guidance__tick' : 'onb-guidance__cross'} />
    </svg>
  );
}

/**
 * docs/spec/flow/screens.md#howtotakepicture howToTakePicture ("good and bad photo guidance"), also the upload page's examples popup. The rules are
 * docs/spec/widget/screens.md#photo-guidance's photo guidance: all four corners visible, nothing covered, sharp, taken face on.
 */
export function PhotoGuidance({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="onb-guidance">
      <section className="onb-guidance__group" data-kind="good">
        <DocumentSketch good />
        <Heading className="onb-subheading">
          <Trans>A good photo</Trans>
        </Heading>
        <ul>
          <li>
            <Trans>All four corners of the document are visible.</Trans>
          </li>
          <li>
            <Trans>Nothing covers the document, not even your fingers.</Trans>
          </li>
          <li>
            <Trans>The photo is sharp and the text can be read.</Trans>
          </li>
          <li>
            <Trans>The document lies flat and is photographed from straight above.</Trans>
          </li>
        </ul>
      </section>
      <section className="onb-guidance__group" data-kind="bad">
        <DocumentSketch good={false} />
        <Heading className="onb-subheading">
          <Trans>Avoid</Trans>
        </Heading>
        <ul>
          <li>
            <Trans>Corners or edges cut off.</Trans>
          </li>
          <li>
            <Trans>Blurred photos or photos taken at an angle.</Trans>
          </li>
          <li>
            <Trans>Glare from a lamp or a flash on the document.</Trans>
          </li>
          <li>
            <Trans>A photocopy or a photo of a screen.</Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}
