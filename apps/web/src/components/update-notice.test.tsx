import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineShell } from '../app/offline-shell.ts';
import { setLocale } from '../lib/i18n/locale-store.ts';
import { UpdateNotice } from './update-notice.tsx';

function fakeShell() {
  let ready = false;
  const listeners = new Set<() => void>();
  const shell: OfflineShell = {
    updateReady: () => ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    applyUpdate: vi.fn(),
  };
  const newBuild = () => {
    ready = true;
    for (const listener of listeners) listener();
  };
  return { shell, newBuild };
}

describe('UpdateNotice', () => {
  afterEach(() => act(() => setLocale('pt-BR')));

  it('shows nothing until a new build waits, then offers the reload', () => {
    const { shell, newBuild } = fakeShell();
    render(<UpdateNotice shell={shell} />);
    expect(screen.queryByTestId('update-notice')).toBeNull();
    act(newBuild);
    expect(screen.getByTestId('update-notice').textContent).toBe('Nova versão do app disponívelAtualizar');
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(shell.applyUpdate).toHaveBeenCalledOnce();
  });

  it('reads in English', () => {
    act(() => setLocale('en'));
    const { shell, newBuild } = fakeShell();
    render(<UpdateNotice shell={shell} />);
    act(newBuild);
    expect(screen.getByTestId('update-notice').textContent).toBe('A new version of the app is readyReload');
  });
});
