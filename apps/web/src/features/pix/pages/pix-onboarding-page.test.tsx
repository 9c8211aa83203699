import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PixOnboardingPage } from './pix-onboarding-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderTour() {
  const router = createMemoryRouter(
    [
      { path: '/pixOnboardingComponent', element: <PixOnboardingPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/pixFirstAccess', '/pixOnboardingComponent'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const step = () => screen.getByTestId('pix-onboarding').dataset.step;

describe('Pix onboarding', () => {
  it('goes step by step; back steps back, then leaves the tour from its first step', async () => {
    renderTour();
    expect(await screen.findByText('Dinheiro em segundos')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pix-onboarding-next'));
    expect(step()).toBe('2');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    expect(step()).toBe('1');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    // off the tour: to the previous screen, or to the landing without one in this visit
    expect(await screen.findByTestId('where')).toBeTruthy();
  });

  it('ends in the first key, a dot jumps to its step, and Skip opens the landing in its place', async () => {
    const router = renderTour();
    fireEvent.click(await screen.findByLabelText('Ir para o passo 4 de 4'));
    expect(step()).toBe('4');
    expect(screen.queryByTestId('pix-onboarding-next')).toBeNull();
    fireEvent.click(screen.getByTestId('pix-onboarding-create'));
    expect((await screen.findByTestId('where')).textContent).toBe('/registerNewKeyComponent');
    await router.navigate(-1);
    fireEvent.click(await screen.findByTestId('pix-onboarding-skip'));
    expect((await screen.findByTestId('where')).textContent).toBe('/pixLandingComponent');
    await router.navigate(-1);
    // The landing's stand-in is on screen before and after: wait for its text to change, not for it.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pixFirstAccess'));
  });
});
