import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  composeRenderProps,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components';
import { chevron, group, heading, item, panel, panelInner, trigger } from './Accordion.css';

export interface AccordionProps extends DisclosureGroupProps {
  /**
   * Let several items be open at once. The product's FAQ keeps one open at a time.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
}

/** A list of collapsible sections (react-aria DisclosureGroup); one open at a time by default. */
export function Accordion({ className, allowsMultipleExpanded = false, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={composeRenderProps(className, (own) => [group, own].filter(Boolean).join(' '))}
    />
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  /** The question or section title, inside a heading. */
  title: ReactNode;
  /** The answer. */
  children: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** One section of an Accordion; give it an `id` so the group can track it. */
export function AccordionItem({ title, children, headingLevel = 3, className, ...props }: AccordionItemProps) {
  return (
    <Disclosure {...props} className={composeRenderProps(className, (own) => [item, own].filter(Boolean).join(' '))}>
      <Heading level={headingLevel} className={heading}>
        <Button slot="trigger" className={trigger}>
          <span>{title}</span>
          <svg className={chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className={panel}>
        <div className={panelInner}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
