import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ExampleImage, type ExampleFlaw, type ExampleSubject } from './ExampleImage';

/** One example picture and what it shows. */
export interface Example {
  flaw?: ExampleFlaw;
  caption: ReactNode;
}

/**
 * Good and bad example photos side by side. Whether each is good or bad is said in words, not only by the
 * green tick or red cross (WCAG 1.4.1).
 */
export function Examples({
  subject,
  examples,
  label,
  carousel = false,
}: {
  subject: ExampleSubject;
  examples: readonly Example[];
  label: string;
  /** A sideways-scrolling row (docs/spec/widget/constants.md#instructions instruction slider); focusable so keyboard users can scroll it. @default false */
  carousel?: boolean;
}) {
  const { t } = useLingui();
  return (
    <ul className={carousel ? 'idscan-examples idscan-examples--carousel' : 'idscan-examples'} aria-label={label} tabIndex={carousel ? 0 : undefined}>
      {examples.map((example, index) => {
        const good = !example.flaw;
        return (
          <li key={example.flaw ?? `good-${index}`} className={good ? 'idscan-example idscan-example--good' : 'idscan-example idscan-example--bad'}>
            <ExampleImage subject={subject} flaw={example.flaw} />
            <span className="idscan-example__caption">
              <span className="idscan-example__mark" aria-hidden="true">
                {good ? '✓' : '✗'}
              </span>{' '}
              <span className="idscan-example__verdict">{good ? t`Good:` : t`Bad:`}</span> {example.caption}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
