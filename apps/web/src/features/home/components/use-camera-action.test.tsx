import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCameraAction } from './use-camera-action.ts';

function Home() {
  useCameraAction();
  return <p data-testid="home">home</p>;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('the scan-any-QR shortcut in a plain browser', () => {
  it('opens the Pix copy and paste on its camera scanner, with home below it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/newWalletLaunch', element: <Home /> },
        { path: '/pixQrCopyPasteComponent', element: <Where /> },
      ],
      { initialEntries: [{ pathname: '/newWalletLaunch', state: { cameraAction: 'PixScan' } }] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('where')).textContent).toBe('/pixQrCopyPasteComponent {"scan":true}');
    await router.navigate(-1);
    expect(await screen.findByTestId('home')).toBeTruthy();
    // back on home, the action is spent: the scanner does not open again
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/newWalletLaunch');
  });
});
