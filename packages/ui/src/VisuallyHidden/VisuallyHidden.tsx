import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Element to render. Use `div` when the hidden content holds block elements.
   * @default 'span'
   */
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p';
  children?: ReactNode;
}

/** Text for screen readers only (e.g. "(se abre en una pestaña nueva)", headings of landmark regions). */
export function VisuallyHidden({ as: Tag = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Tag {...props} className={[visuallyHidden, className].filter(Boolean).join(' ')} />;
}
