// A list of tabs and their panels, composed from @cg/ui's Tabs (react-aria: arrows, Home/End).
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@cg/ui';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

export function TabSet({
  items,
  label,
  defaultSelected,
}: {
  items: readonly TabItem[];
  label: string;
  defaultSelected?: string;
}) {
  return (
    <Tabs defaultSelectedKey={defaultSelected ?? items[0]?.id}>
      <TabList aria-label={label}>
        {items.map((t) => (
          <Tab key={t.id} id={t.id}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {items.map((t) => (
        <TabPanel key={t.id} id={t.id}>
          {t.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
