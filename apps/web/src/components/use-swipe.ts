import { type PointerEvent, useRef } from 'react';

/** A horizontal swipe of at least this many pixels counts. */
const SWIPE_PX = 40;

/**
 * Pointer handlers for an element that changes page on a swipe: left calls `onNext`, right
 * `onPrevious`; a shorter move or a cancelled pointer does nothing.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const moved = event.clientX - start.current;
      start.current = null;
      if (moved <= -SWIPE_PX) onNext();
      else if (moved >= SWIPE_PX) onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
