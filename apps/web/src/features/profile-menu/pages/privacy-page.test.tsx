import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { routeComponents } from '../routes.ts';
import { FailRequestPage } from './fail-request-page.tsx';
import { openStore, UpgradePage } from './upgrade-page.tsx';

afterEach(() => setLocale('pt-BR'));

function renderAt(path: string, from?: string) {
  const Privacy2022 = routeComponents['/privacy2022'];
  const Privacy2023 = routeComponents['/privacy2023'];
  const Privacy2024 = routeComponents['/privacy2024'];
  return renderRoutes(
    [
      { path: '/privacy2022', element: <Privacy2022 /> },
      { path: '/privacy2023', element: <Privacy2023 /> },
      { path: '/privacy2024', element: <Privacy2024 /> },
      { path: '/failRequest', element: <FailRequestPage /> },
      { path: '/pixSendComponent', element: <p>pix</p> },
      { path: '/', element: <p>home</p> },
    ],
    { at: path, ...(from ? { from } : {}) },
  );
}

describe('the privacy policies', () => {
  it('shows the policy in force, each version loaded with its page, and opens an older one', async () => {
    renderAt('/privacy2024');
    expect((await screen.findByTestId('privacy-period')).textContent).toBe('Em vigor desde 01/06/2024.');
    const policy = screen.getByTestId('privacy-policy');
    expect(policy.textContent).toContain('Financiamento de celular e seguro');
    expect(policy.textContent).toContain('Lei 13.709/2018');
    fireEvent.click(screen.getByText('Versão de 2022'));
    expect(
      await screen.findByText('Vigorou de 01/03/2022 a 01/04/2023. Substituída pela versão seguinte.'),
    ).toBeTruthy();
    expect(screen.getByTestId('privacy-policy').textContent).not.toContain('Financiamento de celular');
  });

  it('reads in English, saying the Portuguese text binds', async () => {
    setLocale('en');
    renderAt('/privacy2023');
    expect((await screen.findByTestId('privacy-period')).textContent).toBe(
      'In force from 01/04/2023 to 01/06/2024. Replaced by the next version. A translation: the Portuguese text is the one that binds.',
    );
    expect(screen.getByTestId('privacy-policy').textContent).toContain('Location and app usage');
  });
});

describe('/failRequest', () => {
  it('tries again where the request was made from', async () => {
    const router = renderAt('/failRequest', '/pixSendComponent');
    expect(screen.getByText('Não foi possível concluir o seu pedido')).toBeTruthy();
    fireEvent.click(screen.getByText('Tentar de novo'));
    await screen.findByText('pix');
    expect(router.state.location.pathname).toBe('/pixSendComponent');
  });

  it('goes home (here, logged out, the landing) when opened with nothing before it', async () => {
    const router = renderAt('/failRequest');
    fireEvent.click(screen.getByText('Tentar de novo'));
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/upgradeAppPage', () => {
  it('asks to update and opens the store page', () => {
    const open = vi.spyOn(openStore, 'open').mockImplementation(() => {});
    renderRoutes([{ path: '/upgradeAppPage', element: <UpgradePage /> }], { at: '/upgradeAppPage' });
    expect(screen.getByText('Atualize o aplicativo')).toBeTruthy();
    fireEvent.click(screen.getByText('Atualizar na loja'));
    expect(open).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=br.com.carteira.wallet');
  });
});
