import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NoInternetPage } from './no-internet-page.tsx';
import { SnackbarProvider } from './snackbar.tsx';

function renderPage(online: () => boolean, onBackOnline: () => void) {
  const router = createMemoryRouter([
    { path: '/', element: <NoInternetPage isOnline={online} onBackOnline={onBackOnline} /> },
  ]);
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
}

describe('NoInternetPage', () => {
  it('refuses retry with a check-connection snackbar while still offline', () => {
    const back = vi.fn();
    renderPage(() => false, back);
    fireEvent.click(screen.getByTestId('no-internet-retry'));
    expect(back).not.toHaveBeenCalled();
    expect(screen.getByTestId('snackbar').textContent).toBe('Verifique sua conexão e tente de novo');
  });

  it('lets the app back in once online', () => {
    const back = vi.fn();
    renderPage(() => true, back);
    fireEvent.click(screen.getByTestId('no-internet-retry'));
    expect(back).toHaveBeenCalledOnce();
  });
});
