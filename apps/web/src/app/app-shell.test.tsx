import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../lib/navigation/app-router.tsx';
import { memoryAppHistory } from '../lib/navigation/memory-app-history.ts';
import { AppShell } from './app-shell.tsx';
import { lazyPage } from './lazy-page.tsx';

function deferredPage() {
  let resolve: (page: ComponentType) => void = () => {};
  const promise = new Promise<ComponentType>((r) => {
    resolve = r;
  });
  return { page: lazyPage(() => promise), resolve };
}

const Ready = () => <p data-testid="ready">ready</p>;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderShell(Next: ComponentType) {
  const history = memoryAppHistory(['/first']);
  render(
    <AppRouter history={history}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="/first" element={<Link to="/next">first</Link>} />
          <Route path="/next" element={<Next />} />
        </Route>
      </Routes>
    </AppRouter>,
  );
  return history;
}

describe('the app shell', () => {
  it('keeps the current page with a loading bar while the next page’s chunk loads', async () => {
    const { page, resolve } = deferredPage();
    const history = renderShell(page.Page);
    act(() => history.push('/next'));
    await wait(150);
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => resolve(Ready));
    expect(await screen.findByTestId('ready')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no loading bar for a page already loaded', async () => {
    const { page, resolve } = deferredPage();
    resolve(Ready);
    await page.preload();
    const history = renderShell(page.Page);
    act(() => history.push('/next'));
    expect(screen.getByTestId('ready')).toBeTruthy();
    await wait(150);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens a page reached forward at its top, and leaves the scroll alone going back', async () => {
    const { page, resolve } = deferredPage();
    resolve(Ready);
    await page.preload();
    const scrollTo = vi.fn();
    Object.defineProperty(document, 'scrollingElement', { configurable: true, value: { scrollTo } });
    try {
      const history = renderShell(page.Page);
      act(() => history.push('/next'));
      expect(screen.getByTestId('ready')).toBeTruthy();
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
      scrollTo.mockClear();
      act(() => history.go(-1));
      expect(await screen.findByText('first')).toBeTruthy();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(document, 'scrollingElement', { configurable: true, value: null });
    }
  });
});
