import { classNames, useControllableState, useDomId } from '@repo/react-primitives';
import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { dataAttribute } from '../internal/dataAttribute';

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  /** Stable key, reported in `onValueChange` (e.g. `'uploadHere'`). */
  id: string;
  /** The button text in the section's heading. */
  heading: ReactNode;
  /** What the section reveals. */
  content: ReactNode;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: ReadonlyArray<AccordionItem>;
  /** The ids of the open sections (controlled). */
  value?: ReadonlyArray<string>;
  /** The sections open at first (uncontrolled). @default [] */
  defaultValue?: ReadonlyArray<string>;
  /** Called with the ids of the open sections after a section opens or closes. */
  onValueChange?(value: ReadonlyArray<string>): void;
  /** Whether several sections may be open at once; otherwise opening one closes the others. @default false */
  multiple?: boolean;
  /** The level of the section headings, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  id?: string;
  className?: string;
  /** Forwarded to the wrapper. */
  ref?: Ref<HTMLDivElement>;
}

const NO_SECTIONS: ReadonlyArray<string> = [];

/**
 * Disclosure sections (docs/spec/flow/screens.md#datauploadchoice hand-off page: "upload from this device", "upload later"), the WAI-ARIA APG
 * accordion: each heading holds a button with `aria-expanded` and `aria-controls`, each open panel is a region
 * named by its button. Enter and Space toggle; Up, Down, Home and End move between the headings. A closed panel
 * is `hidden`, so its content is out of the tab order and the accessibility tree.
 */
export function Accordion({
  items,
  value,
  defaultValue = NO_SECTIONS,
  onValueChange,
  multiple = false,
  headingLevel = 3,
  id,
  className,
  ref,
}: AccordionProps) {
  const generatedId = useDomId();
  const baseId = id ?? `of-${generatedId}`;
  const [open, setOpen] = useControllableState(value, defaultValue, onValueChange);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemId: string) => {
    if (open.includes(itemId)) setOpen(open.filter((openId) => openId !== itemId));
    else setOpen(multiple ? [...open, itemId] : [itemId]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.filter((item) => !item.disabled);
    const position = enabled.findIndex((item) => item.id === items[index]?.id);
    const target = {
      ArrowDown: enabled[(position + 1) % enabled.length],
      ArrowUp: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div ref={ref} id={id} className={classNames('of-accordion', className)}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className="of-accordion__item"
            data-open={dataAttribute(expanded)}
            data-disabled={dataAttribute(item.disabled)}
          >
            <Heading className="of-accordion__heading">
              <button
                ref={(node) => {
                  if (node) buttons.current.set(item.id, node);
                  else buttons.current.delete(item.id);
                }}
                type="button"
                id={buttonId}
                className="of-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="of-accordion__text">{item.heading}</span>
                <span className="of-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="of-accordion__panel" role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
