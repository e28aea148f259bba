import { useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useDomId } from '@repo/react-primitives';
import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '../Button/Button';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';

/** One checkbox of a {@link CheckboxList}: a document to accept. */
export interface CheckboxListItem {
  /** The key, and the value reported while the box is ticked (a consent's code). */
  id: string;
  /** The text beside the box (the document's name). */
  label: ReactNode;
  /** The document's address: the label becomes a link that opens it in a new tab (ticking is on the box). */
  href?: string;
  /** Help text under the label. */
  hint?: ReactNode;
}

/** Props of {@link CheckboxList}. */
export interface CheckboxListProps {
  /** The group's question, rendered as the `<legend>`. */
  label: ReactNode;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** The error message ("Accept all the documents"); the unticked boxes are marked invalid while it is set. */
  error?: string | null;
  /** The boxes, in display order. */
  items: ReadonlyArray<CheckboxListItem>;
  /** The ids of the ticked items (controlled). Leave undefined for an uncontrolled list. */
  value?: ReadonlyArray<string>;
  /** The ids ticked at first in an uncontrolled list. @default [] */
  defaultValue?: ReadonlyArray<string>;
  /** Called with the ids of the ticked items, in display order. */
  onValueChange?(checked: string[]): void;
  /**
   * How many items show before "Show all documents" reveals the rest. An error with an unticked hidden item
   * shows them all, so nothing the error is about stays hidden.
   * @default 3
   */
  visibleCount?: number;
  /**
   * The address of all documents in one file. Given, a "download all" box leads the list: ticking it opens the
   * address in a new tab (docs/spec/flow/states.md#declarations: "ticking download-all opens the download link"); its label says so beforehand.
   */
  downloadAllHref?: string;
  /** The "download all" label. @default "Download all documents" */
  downloadAllLabel?: ReactNode;
  /** Whether "download all" is ticked (controlled; docs/spec/flow/entities.md#other-fields `downloadAll`). */
  downloadAll?: boolean;
  /** Whether "download all" starts ticked in an uncontrolled list. @default false */
  defaultDownloadAll?: boolean;
  /** Called when "download all" is ticked or unticked. */
  onDownloadAllChange?(checked: boolean): void;
  /** The first item's id (the error summary links to it); item n gets `{id}-{n}`. */
  id?: string;
  /** The items' name in form submissions (each ticked box submits its id). */
  name?: string;
  /** The "download all" box's name in form submissions. */
  downloadAllName?: string;
  /** @default false */
  disabled?: boolean;
  /** Announced as required on each item. @default false */
  required?: boolean;
  /** Forwarded to the first item's checkbox. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The documents to accept on the declarations step (docs/spec/flow/screens.md#declarationacceptance declarationAcceptance): a group of checkboxes under one
 * `<legend>`, each document's name a link to it, an optional "download all" box that opens every document at once,
 * and a "Show all documents" toggle (a disclosure button: `aria-expanded`, `aria-controls`) for the items beyond
 * the first few.
 *
 * @example
 * <CheckboxList label={t`I have read and accept`} items={documents} value={accepted} onValueChange={setAccepted} downloadAllHref={zipUrl} />
 */
export function CheckboxList({
  label,
  hint,
  error,
  items,
  value,
  defaultValue = [],
  onValueChange,
  visibleCount = 3,
  downloadAllHref,
  downloadAllLabel,
  downloadAll,
  defaultDownloadAll = false,
  onDownloadAllChange,
  id,
  name,
  downloadAllName,
  disabled = false,
  required = false,
  ref,
  className,
}: CheckboxListProps) {
  const { t } = useLingui();
  const ownId = `of-${useDomId()}`;
  const newTabId = `${ownId}-new-tab`;
  const [checked, setChecked] = useControllableState<ReadonlyArray<string>>(value, defaultValue, (next) =>
    onValueChange?.([...next]),
  );
  const [downloading, setDownloading] = useControllableState(downloadAll, defaultDownloadAll, onDownloadAllChange);
  const [expanded, setExpanded] = useState(false);
  const invalid = Boolean(error);
  const hidden = items.slice(visibleCount);
  const showAll = expanded || (invalid && hidden.some((item) => !checked.includes(item.id)));

  const toggle = (itemId: string, tick: boolean) => {
    const set = new Set(checked);
    if (tick) set.add(itemId);
    else set.delete(itemId);
    setChecked(items.map((item) => item.id).filter((candidate) => set.has(candidate)));
  };

  const renderItem = (item: CheckboxListItem, index: number, controlId: string) => {
    const itemId = index === 0 ? controlId : `${controlId}-${index + 1}`;
    const hintId = `${itemId}-hint`;
    const isChecked = checked.includes(item.id);
    return (
      <div key={item.id} className="of-checkbox__item" data-checked={dataAttribute(isChecked)}>
        <input
          ref={index === 0 ? ref : undefined}
          id={itemId}
          type="checkbox"
          className="of-checkbox__input"
          name={name}
          value={item.id}
          checked={isChecked}
          disabled={disabled}
          aria-describedby={item.hint ? hintId : undefined}
          aria-invalid={(invalid && !isChecked) || undefined}
          aria-required={required || undefined}
          onChange={(event) => toggle(item.id, event.target.checked)}
        />
        <label className="of-checkbox__label" htmlFor={itemId}>
          {item.href ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
              {item.label}
            </a>
          ) : (
            item.label
          )}
        </label>
        {item.hint ? (
          <div id={hintId} className="of-field__hint of-checkbox__hint">
            {item.hint}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      group
      disabled={disabled}
      filled={checked.length > 0}
      className={classNames('of-checkbox-list', className)}
    >
      {(control) => {
        const moreId = `${control.id}-more`;
        const downloadId = `${control.id}-download-all`;
        return (
          <div className="of-checkbox-list__items" data-expanded={dataAttribute(showAll)}>
            {downloadAllHref ? (
              <div className="of-checkbox__item of-checkbox-list__download" data-checked={dataAttribute(downloading)}>
                <input
                  id={downloadId}
                  type="checkbox"
                  className="of-checkbox__input"
                  name={downloadAllName}
                  checked={downloading}
                  disabled={disabled}
                  aria-describedby={`${downloadId}-hint`}
                  onChange={(event) => {
                    setDownloading(event.target.checked);
                    // The user's own tick is the activation that lets the new tab open (docs/spec/flow/states.md).
                    if (event.target.checked) window.open(downloadAllHref, '_blank', 'noopener,noreferrer');
                  }}
                />
                <label className="of-checkbox__label" htmlFor={downloadId}>
                  {downloadAllLabel ?? t`Download all documents`}
                </label>
                {/* Said before the tick, visibly too: opening a tab is a change of context (WCAG 3.2.2). */}
                <div id={`${downloadId}-hint`} className="of-field__hint of-checkbox__hint">
                  {t`Opens in a new tab`}
                </div>
              </div>
            ) : null}
            {items.slice(0, visibleCount).map((item, index) => renderItem(item, index, control.id))}
            {hidden.length > 0 ? (
              <>
                {/* The toggle before what it reveals (APG disclosure): focus stays on it, and the next Tab goes on to
                    the documents it showed, not past them out of the list (WCAG 2.4.3). */}
                <Button
                  variant="link"
                  className="of-checkbox-list__toggle"
                  aria-expanded={showAll}
                  aria-controls={moreId}
                  disabled={disabled}
                  onClick={() => setExpanded(!showAll)}
                >
                  {showAll ? t`Show fewer documents` : t`Show all documents`}
                </Button>
                <div id={moreId} className="of-checkbox-list__more" hidden={!showAll}>
                  {hidden.map((item, index) => renderItem(item, visibleCount + index, control.id))}
                </div>
              </>
            ) : null}
            {/* Referenced by every link that opens a new tab, so the change of context is announced first. */}
            <span id={newTabId} hidden>
              {t`Opens in a new tab`}
            </span>
          </div>
        );
      }}
    </Field>
  );
}
