import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { panel, tab, tabList, tabs } from './Tabs.css';

const join = (base: string) => (own: string | undefined) => [base, own].filter(Boolean).join(' ');

export type TabsProps = AriaTabsProps;
/** Tabs container (react-aria Tabs): arrow keys move between tabs, the selected one shows its panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, join(tabs))} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;
/** The row of tabs; give it an `aria-label` ("Conecta y Gana"). Scrolls sideways on narrow screens. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, join(tabList))} />;
}

export type TabProps = AriaTabProps;
/** One tab; its `id` matches a TabPanel's `id`. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, join(tab))} />;
}

export type TabPanelProps = AriaTabPanelProps;
/** The content of a tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, join(panel))} />;
}
