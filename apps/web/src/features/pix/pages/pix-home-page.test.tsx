import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PixHomePage } from './pix-home-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/pixLandingComponent', element: <PixHomePage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: '/pixLandingComponent', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Pix home', () => {
  it('shows every Pix action', async () => {
    renderAt(null);
    for (const id of [
      'send',
      'scan',
      'receive',
      'copy-paste',
      'keys',
      'history',
      'limits',
      'claims',
      'withdraw',
      'know-more',
    ]) {
      expect(await screen.findByTestId(`pix-action-${id}`)).toBeTruthy();
    }
  });

  it.each([
    ['receive', '/pixReceive'],
    ['send', '/pixSendComponent'],
  ])('opens the %s action of a deep link, with the Pix home below it', async (action, path) => {
    const router = renderAt({ pixAction: action });
    expect((await screen.findByTestId('where')).textContent).toBe(path);
    await router.navigate(-1);
    expect(await screen.findByTestId('pix-home')).toBeTruthy();
  });
});
