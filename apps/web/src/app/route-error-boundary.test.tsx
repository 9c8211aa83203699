import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../lib/navigation/app-router.tsx';
import { memoryAppHistory } from '../lib/navigation/memory-app-history.ts';
import { appLog } from '../lib/telemetry/app-log.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

vi.mock('../lib/telemetry/app-log.ts', () => ({ appLog: vi.fn() }));

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderFailing(error: unknown) {
  const history = memoryAppHistory(['/broken']);
  render(
    <AppRouter history={history}>
      <Routes>
        <Route
          path="/broken"
          element={
            <RouteErrorBoundary>
              <Throws error={error} />
            </RouteErrorBoundary>
          }
        />
        <Route path="/" element={<p>landing</p>} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

afterEach(() => vi.mocked(appLog).mockReset());

describe('the route error boundary', () => {
  it('shows the retry page, which reloads, for a chunk that failed to load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/feature-pix.js'));
    expect(screen.getByTestId('chunk-retry-page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    expect(appLog).not.toHaveBeenCalled();
  });

  it('shows the error page for anything else, logs it once, and its button leaves', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const history = renderFailing(new RangeError('bad page'));
    expect(screen.getByTestId('error-page')).toBeTruthy();
    expect(appLog).toHaveBeenCalledTimes(1);
    expect(vi.mocked(appLog).mock.calls[0]?.[2]).toContain('RangeError: bad page');
    fireEvent.click(screen.getByTestId('error-page-action'));
    expect(history.location.pathname).toBe('/');
  });

  it('renders its page when nothing throws', () => {
    render(
      <RouteErrorBoundary>
        <p data-testid="fine">fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('fine')).toBeTruthy();
  });
});
