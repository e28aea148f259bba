import { useDomId } from '@repo/react-primitives';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its label and its panel. */
export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * The APG tabs pattern: one tab stop for the tab list, arrow keys (and Home / End) move between tabs and
 * select them, Tab goes on into the panel.
 */
export function Tabs({ tabs, label, defaultTabId }: { tabs: readonly Tab[]; label: string; defaultTabId?: string }) {
  const [selected, setSelected] = useState(defaultTabId ?? tabs[0]?.id);
  const base = `idscan-${useDomId()}`;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Right to left: the arrows follow the reading direction.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    select(rtl && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') ? 2 * current - next : next);
  };

  return (
    <div className="idscan-tabs">
      <div role="tablist" aria-label={label} className="idscan-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            className="idscan-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          className="idscan-tabs__panel"
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
