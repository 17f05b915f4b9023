import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';
import { Icon } from '../Icon/Icon';

export interface EmptyStateProps {
  /** What is missing ("Sin transacciones aún"). */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /**
   * A decorative icon (an `<Icon>` of the project's set; not an emoji, decision 010).
   * @default <Icon name="inbox" />
   */
  icon?: ReactNode;
  /** A Button or Link to the next step. */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Shown in place of a list or table that has nothing yet. */
export function EmptyState({
  title,
  description,
  icon = <Icon name="inbox" />,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
