import { type ComponentType, lazy, useState } from 'react';

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's chunk now (it never rejects: a failure shows when the page renders). */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk. Once loaded it renders at once; before that it suspends (React.lazy), and a
 * chunk that fails to load throws to the nearest error boundary.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= load().then((Page) => {
      loaded = Page;
      return Page;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Page() {
    // chosen once per mount: switching from Lazy to the loaded page later would remount it
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return {
    Page,
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
