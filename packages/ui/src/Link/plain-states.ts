// React-aria's interaction states (data-hovered, data-pressed, data-focus-visible) for plain
// elements: @cg/ui's Link and the header's menu button carry the same attributes as react-aria's
// components, so the same styles draw them, by the same rules — hover from a mouse only, a
// focus ring only when focus did not come from a pointer (react-aria's `isFocusVisible`). Set on
// the element directly: no state, no re-render (decision 024).
import type { FocusEvent, PointerEvent } from 'react';

let modality: 'keyboard' | 'pointer' | null = null;

if (typeof document !== 'undefined') {
  const pointer = () => {
    modality = 'pointer';
  };
  document.addEventListener(
    'keydown',
    (e) => {
      if (!e.metaKey && !e.altKey && !e.ctrlKey) modality = 'keyboard';
    },
    true,
  );
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('mousedown', pointer, true);
}

interface Handlers<E extends Element> {
  onPointerEnter?: ((e: PointerEvent<E>) => void) | undefined;
  onPointerLeave?: ((e: PointerEvent<E>) => void) | undefined;
  onPointerDown?: ((e: PointerEvent<E>) => void) | undefined;
  onPointerUp?: ((e: PointerEvent<E>) => void) | undefined;
  onFocus?: ((e: FocusEvent<E>) => void) | undefined;
  onBlur?: ((e: FocusEvent<E>) => void) | undefined;
}

/** The element's own handlers, each followed by the state it sets. */
export function plainStates<E extends Element>(own: Handlers<E>): Required<Handlers<E>> {
  return {
    onPointerEnter: (e) => {
      own.onPointerEnter?.(e);
      if (e.pointerType !== 'touch') e.currentTarget.setAttribute('data-hovered', 'true');
    },
    onPointerLeave: (e) => {
      own.onPointerLeave?.(e);
      e.currentTarget.removeAttribute('data-hovered');
      e.currentTarget.removeAttribute('data-pressed');
    },
    onPointerDown: (e) => {
      own.onPointerDown?.(e);
      if (e.button === 0) e.currentTarget.setAttribute('data-pressed', 'true');
    },
    onPointerUp: (e) => {
      own.onPointerUp?.(e);
      e.currentTarget.removeAttribute('data-pressed');
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      if (modality !== 'pointer') e.currentTarget.setAttribute('data-focus-visible', 'true');
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      e.currentTarget.removeAttribute('data-focus-visible');
    },
  };
}
