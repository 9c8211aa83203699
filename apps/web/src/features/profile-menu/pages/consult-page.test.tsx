import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ConsultPage } from './consult-page.tsx';
import { VoicePage } from './voice-page.tsx';

afterEach(() => setLocale('pt-BR'));

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/consultComp', element: <ConsultPage /> },
      { path: '/dimoVoz', element: <VoicePage /> },
      { path: '/appSettings', element: <p>settings</p> },
    ],
    { at: path },
  );
}

describe('/consultComp', () => {
  it('gives the customer service, the ombudsman with its 10 business days, and the central bank', () => {
    renderAt('/consultComp');
    const sac = screen.getByTestId('consult-sac');
    expect(sac.querySelector('a[href="tel:08000004040"]')?.getAttribute('aria-label')).toBe(
      'Ligar para 0800 000 4040',
    );
    expect(sac.querySelector('a[href="tel:08000004041"]')?.textContent).toContain(
      'deficiência auditiva ou de fala',
    );
    expect(screen.getByTestId('consult-ombudsman').textContent).toContain('em até 10 dias úteis');
    expect(screen.getByText('Reclamar no Banco Central').getAttribute('href')).toBe(
      'https://www.bcb.gov.br/meubc/registrar_reclamacao',
    );
  });

  it('reads in English', () => {
    setLocale('en');
    renderAt('/consultComp');
    expect(screen.getByText('Customer service and ombudsman')).toBeTruthy();
    expect(screen.getByTestId('consult-ombudsman').textContent).toContain('within 10 business days');
  });
});

describe('/dimoVoz', () => {
  it('explains the app by voice and leads to hiding the balance', async () => {
    const router = renderAt('/dimoVoz');
    expect(screen.getByTestId('voice-page').textContent).toContain('TalkBack ou VoiceOver');
    expect(screen.getByTestId('voice-page').textContent).toContain('Senhas e PIN nunca são ditados');
    fireEvent.click(screen.getByTestId('voice-settings'));
    await screen.findByText('settings');
    expect(router.state.location.pathname).toBe('/appSettings');
  });
});
