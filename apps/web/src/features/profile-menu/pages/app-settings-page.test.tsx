import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocale, setLocale } from '../../../lib/i18n/locale-store.ts';
import { getHideBalance, reloadHideBalance, setHideBalance } from '../../../lib/settings/hide-balance.ts';
import { bridge } from '../../../native/bridge.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AppSettingsPage } from './app-settings-page.tsx';

function renderSettings() {
  return renderRoutes([{ path: '/appSettings', element: <AppSettingsPage /> }], { at: '/appSettings' });
}

afterEach(() => {
  setLocale('pt-BR');
  setHideBalance(false);
});

describe('/appSettings', () => {
  it('keeps "hide balance on opening" on the device, where a reload reads it back', async () => {
    renderSettings();
    const hide = await screen.findByTestId('settings-hide-balance');
    expect((hide as HTMLInputElement).checked).toBe(false);
    fireEvent.click(hide);
    expect((hide as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem('carteira.hideValues')).toBe('1');
    expect(await screen.findByText('O saldo vai abrir oculto')).toBeTruthy();
    // a new start of the app reads the stored choice
    setHideBalance(true);
    localStorage.setItem('carteira.hideValues', '1');
    reloadHideBalance();
    expect(getHideBalance()).toBe(true);
    fireEvent.click(hide);
    expect(localStorage.getItem('carteira.hideValues')).toBe('0');
  });

  it('switches the language of the page and keeps it', async () => {
    renderSettings();
    fireEvent.click(await screen.findByTestId('language-en'));
    expect(getLocale()).toBe('en');
    expect(localStorage.getItem('carteira.locale')).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('Hide balance on opening')).toBeTruthy();
  });

  it('shows no biometrics in a plain browser', async () => {
    renderSettings();
    await screen.findByTestId('settings-hide-balance');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('settings-biometrics')).toBeNull();
    expect(screen.queryByText('Segurança')).toBeNull();
  });

  it('switches biometric login through the shell when it has it, and says when the shell refused', async () => {
    vi.spyOn(bridge, 'biometricLogin').mockResolvedValue(false);
    const set = vi.spyOn(bridge, 'setBiometricLogin').mockResolvedValueOnce(true).mockResolvedValueOnce(true);
    renderSettings();
    const toggle = (await screen.findByTestId('settings-biometrics')) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByText('Biometria ativada')).toBeTruthy();
    expect(set).toHaveBeenLastCalledWith(true);
    expect(toggle.checked).toBe(true);
    // turning it off, the shell answers it is still on
    fireEvent.click(toggle);
    expect(await screen.findByText('Não foi possível mudar a biometria. Tente de novo.')).toBeTruthy();
    expect(set).toHaveBeenLastCalledWith(false);
    expect(toggle.checked).toBe(true);
  });
});
