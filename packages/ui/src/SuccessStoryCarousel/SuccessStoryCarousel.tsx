import { useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import { SuccessStory, type SuccessStoryData } from '../SuccessStory/SuccessStory';
import * as s from './SuccessStoryCarousel.css';
import { Icon } from '../Icon/Icon';

export interface SuccessStoryCarouselProps extends HTMLAttributes<HTMLElement> {
  /** The stories, in order (the home page shows four static ones). */
  stories: readonly SuccessStoryData[];
  /** Section heading. @default 'Historias de Éxito' */
  title?: string;
  /** Heading level of the title; each story uses the next level. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * "Historias de Éxito": a horizontally scrolling row of stories with left and right buttons that
 * move one container width at a time. Touch and trackpad scrolling work as usual; the row is
 * focusable, so arrow keys scroll it too.
 */
export function SuccessStoryCarousel({
  stories,
  title = 'Historias de Éxito',
  headingLevel = 2,
  className,
  ...props
}: SuccessStoryCarouselProps) {
  const Heading = `h${headingLevel}` as const;
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 1);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // The observer's first report (after the browser's own layout) gives the first measure:
    // reading the track's sizes here forced a layout of the page in the effect (issue 19).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure, stories.length]);

  const scroll = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section {...props} aria-label={title} className={[s.root, className].filter(Boolean).join(' ')}>
      <div className={s.head}>
        <Heading className={s.title}>{title}</Heading>
        <div className={s.controls}>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Historias anteriores"
            isDisabled={atStart}
            onPress={() => scroll(-1)}
            className={s.arrow}
          >
            <Icon name="arrowLeft" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Historias siguientes"
            isDisabled={atEnd}
            onPress={() => scroll(1)}
            className={s.arrow}
          >
            <Icon name="arrowRight" />
          </Button>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable) */}
      <ul ref={track} className={s.track} onScroll={measure} tabIndex={0} aria-label={title}>
        {stories.map((story) => (
          <li key={story.id} className={s.slide}>
            <SuccessStory story={story} headingLevel={(headingLevel + 1) as 3 | 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
