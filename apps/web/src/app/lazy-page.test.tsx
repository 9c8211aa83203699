import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

const Page = () => <p data-testid="page">page</p>;

function inSuspense(Lazy: ComponentType) {
  return render(
    <Suspense fallback={<p data-testid="fallback">loading</p>}>
      <Lazy />
    </Suspense>,
  );
}

describe('a lazy page', () => {
  it('suspends until its chunk is here', async () => {
    const lazy = lazyPage(async () => Page);
    inSuspense(lazy.Page);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(await screen.findByTestId('page')).toBeTruthy();
  });

  it('renders at once when preloaded, and loads its chunk once', async () => {
    const load = vi.fn(async () => Page);
    const lazy = lazyPage(load);
    await lazy.preload();
    inSuspense(lazy.Page);
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that fails does not reject (the page throws the failure when it renders)', async () => {
    const lazy = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(lazy.preload()).resolves.toBeUndefined();
  });
});
