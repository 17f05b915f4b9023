// Interim tabs (WAI-ARIA tabs pattern: arrows, Home/End, one tab stop) until @cg/ui's Tabs is exported.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from '#app/styles/market.css';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

export function TabSet({ items, label, defaultSelected }: { items: readonly TabItem[]; label: string; defaultSelected?: string }) {
  const [selected, setSelected] = useState(defaultSelected ?? items[0]?.id);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((t) => t.id === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (next < 0) return;
    event.preventDefault();
    const id = items[next]!.id;
    setSelected(id);
    refs.current[id]?.focus();
  };
  return (
    <div className={styles.section}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {items.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={selected === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={selected === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(t.id)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t) => (
        <div key={t.id} role="tabpanel" id={`panel-${t.id}`} aria-labelledby={`tab-${t.id}`} hidden={selected !== t.id} className={styles.section}>
          {t.content}
        </div>
      ))}
    </div>
  );
}
