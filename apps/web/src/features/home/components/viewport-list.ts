import { type RefObject, useEffect, useRef } from 'react';

/** The view-port list updates after 100 ms (cross-cutting.md section 4, Feed). */
export const VIEWPORT_DELAY_MS = 100;

/**
 * The feed's view-port list: the story ids in view, settled 100 ms after the last change, so a card
 * scrolled past faster than that never enters it. `onSeen` hears the ids that entered it for the first
 * time in this visit (a card that leaves and comes back is seen once).
 */
export function createViewportList(onSeen: (storyIds: string[]) => void, delayMs = VIEWPORT_DELAY_MS) {
  const inView = new Set<string>();
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    timer = undefined;
    const fresh = [...inView].filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    if (fresh.length > 0) onSeen(fresh);
  };
  return {
    update(changes: ReadonlyArray<{ storyId: string; visible: boolean }>) {
      for (const { storyId, visible } of changes) {
        if (visible) inView.add(storyId);
        else inView.delete(storyId);
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(settle, delayMs);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Watches the `[data-story]` items of a list with an IntersectionObserver (half of a card in the
 * window counts as in view) and feeds the view-port list. Where the browser has no observer, nothing is
 * reported. `watchKey` changes when the items do, so new ones are watched.
 */
export function useViewportList(
  list: RefObject<HTMLElement | null>,
  watchKey: string,
  onSeen: (storyIds: string[]) => void,
): void {
  const report = useRef(onSeen);
  report.current = onSeen;
  const viewport = useRef<ReturnType<typeof createViewportList> | null>(null);
  useEffect(() => {
    const current = createViewportList((ids) => report.current(ids));
    viewport.current = current;
    return () => current.stop();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: watchKey changes with the items, which are then watched anew
  useEffect(() => {
    const root = list.current;
    const current = viewport.current;
    if (!root || !current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        current.update(
          entries.map((e) => ({
            storyId: (e.target as HTMLElement).dataset.story ?? '',
            visible: e.isIntersecting && e.intersectionRatio >= 0.5,
          })),
        ),
      { threshold: 0.5 },
    );
    for (const item of root.querySelectorAll<HTMLElement>('[data-story]')) observer.observe(item);
    return () => observer.disconnect();
  }, [list, watchKey]);
}
