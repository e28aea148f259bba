import { Trans } from '@lingui/react/macro';
import { classNames, useDomId, useMergedRefs } from '@repo/react-primitives';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { focusField } from './focusField';

/** One entry of the summary: the message and the id of the control it is about. */
export interface ErrorSummaryItem {
  /** The id of the control to focus (for a radio group, its first radio; for a phone, the number input). */
  fieldId: string;
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The errors, in the order of the fields on the page. Nothing renders while the list is empty. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** The heading. @default "There is a problem" */
  title?: ReactNode;
  /**
   * Takes focus whenever the errors appear or change. Only for a summary that shows nothing but the errors of a
   * failed submit: where a field's own validation on blur also lists its error here, focus must stay where the
   * applicant put it (WCAG 3.2.2; issue 18) — focus the summary after the failed submit instead (forward `ref`).
   * @default false
   */
  autoFocus?: boolean;
  /** The container's id. */
  id?: string;
  className?: string;
  /** Forwarded to the container (the element that takes focus). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The GOV.UK error summary (docs/architecture.md#accessibility): shown at the top of the form after a failed submit, it takes focus
 * and lists every error as a link. A link moves focus to its field (scrolling its label into view) instead of
 * jumping to a `#hash`, which would scroll the label away and leave focus behind.
 */
export function ErrorSummary({ errors, title, autoFocus = false, id, className, ref }: ErrorSummaryProps) {
  const titleId = `of-${useDomId()}-title`;
  const ownRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRefs(ref, ownRef);
  // Refocus only when the errors really change, not on every render of the parent.
  const signature = errors.map((error) => `${error.fieldId}\u0000${error.message}`).join('\u0001');

  useEffect(() => {
    if (autoFocus && signature) ownRef.current?.focus();
  }, [autoFocus, signature]);

  if (errors.length === 0) return null;

  return (
    <div
      ref={mergedRef}
      id={id}
      className={classNames('of-error-summary', className)}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="of-error-summary__title">
        {title ?? <Trans>There is a problem</Trans>}
      </h2>
      <ul className="of-error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              className="of-error-summary__link"
              href={`#${error.fieldId}`}
              onClick={(event) => {
                if (focusField(error.fieldId)) event.preventDefault();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
