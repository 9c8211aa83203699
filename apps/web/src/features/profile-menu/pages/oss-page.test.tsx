import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AboutPage } from './about-page.tsx';
import { OssPage } from './oss-page.tsx';

const list = [
  {
    name: '@tanstack/query-core',
    version: '5.108.0',
    license: 'MIT',
    licenseText: 'MIT License\n\nCopyright (c) TanStack',
  },
  { name: 'no-text', version: '1.0.0', license: 'ISC', licenseText: null },
];

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/aboutComp', element: <AboutPage /> },
      { path: '/ossComp', element: <OssPage /> },
    ],
    { at: path },
  );
}

describe('/aboutComp and /ossComp', () => {
  it('shows the version and build the app was built with, and opens the licences', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const router = renderAt('/aboutComp');
    expect(screen.getByTestId('about-version').textContent).toBe(__CARTEIRA_BUILD__.version);
    expect(screen.getByTestId('about-build').textContent).toBe(__CARTEIRA_BUILD__.commit);
    expect(screen.getByTestId('about-version').textContent).toMatch(/^\d+\.\d+\.\d+/);
    fireEvent.click(screen.getByTestId('about-licences'));
    expect(router.state.location.pathname).toBe('/ossComp');
    expect((await screen.findByTestId('oss-intro')).textContent).toContain('2 pacotes');
    expect(fetch).toHaveBeenCalledWith('/oss-licenses.json', expect.anything());
    const packages = screen.getAllByTestId('oss-package');
    expect(packages.map((p) => p.textContent)).toEqual([
      '@tanstack/query-core 5.108.0MIT',
      'no-text 1.0.0ISC',
    ]);
    expect(screen.getByText(/Copyright \(c\) TanStack/)).toBeTruthy();
    expect(
      screen.getByText('O pacote não traz o texto da licença; vale a licença ISC indicada por ele.'),
    ).toBeTruthy();
  });

  it('says the licences could not be loaded, and tries again', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('nope', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(list)));
    renderAt('/ossComp');
    fireEvent.click(await screen.findByText('Tentar de novo'));
    expect((await screen.findByTestId('oss-intro')).textContent).toContain('2 pacotes');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses a list that is not one of packages', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([{ name: 1 }])));
    renderAt('/ossComp');
    expect(await screen.findByText('Não foi possível carregar as licenças.')).toBeTruthy();
  });
});
