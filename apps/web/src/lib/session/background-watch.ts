/** After more than this long in the background, the balance cache is cleared and login is forced. */
export const BACKGROUND_RELOGIN_MS = 300_000;

export interface BackgroundWatchOptions {
  onExpired: () => void;
  doc?: Document;
  now?: () => number;
}

/** Watches visibilitychange; calls onExpired when the page comes back after more than 300000 ms hidden. */
export function watchBackground({
  onExpired,
  doc = document,
  now = Date.now,
}: BackgroundWatchOptions): () => void {
  let hiddenAt: number | null = null;
  const onChange = () => {
    if (doc.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    if (hiddenAt !== null && now() - hiddenAt > BACKGROUND_RELOGIN_MS) onExpired();
    hiddenAt = null;
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
