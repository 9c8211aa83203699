import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarProvider, useSnackbar } from './snackbar.tsx';
import { SNACKBAR_DURATIONS } from './snackbar-durations.ts';
import { TopBar } from './top-bar.tsx';

function inRouter(node: ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);
}

describe('TopBar', () => {
  it('hides the back arrow when inverse', () => {
    inRouter(<TopBar title="Início" inverse />);
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Início' })).toBeTruthy();
  });

  it('the more menu has one View tickets entry that fires once', () => {
    const onViewTickets = vi.fn();
    inRouter(<TopBar title="Ajuda" action={{ type: 'more', onViewTickets }} />);
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
      expect(screen.getAllByRole('menuitem')).toHaveLength(1);
      fireEvent.click(screen.getByRole('menuitem', { name: 'Ver chamados' }));
    }
    expect(onViewTickets).toHaveBeenCalledOnce();
  });

  it('help plus share shows both; none keeps an invisible placeholder', () => {
    inRouter(
      <TopBar title="Comprovante" action={{ type: 'helpShare', onHelp: () => {}, onShare: () => {} }} />,
    );
    expect(screen.getByRole('button', { name: 'Ajuda' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeTruthy();
  });
});

function Trigger({ duration }: { duration: keyof typeof SNACKBAR_DURATIONS }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show({ text: 'oi', duration })}>
      show
    </button>
  );
}

describe('Snackbar', () => {
  it('uses the spec durations', () => {
    expect(SNACKBAR_DURATIONS).toEqual({
      cancelAlert: 1000,
      tooShort: 1500,
      short: 2000,
      normal: 4000,
      long: 7000,
    });
  });

  it('hides after its duration', () => {
    vi.useFakeTimers();
    render(
      <SnackbarProvider>
        <Trigger duration="tooShort" />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByTestId('snackbar').textContent).toBe('oi');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByTestId('snackbar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snackbar')).toBeNull();
    vi.useRealTimers();
  });
});
