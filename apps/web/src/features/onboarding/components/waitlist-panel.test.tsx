import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { waitlistPosition } from '../api/onboarding-calls.ts';
import { WaitlistPanel } from './waitlist-panel.tsx';

vi.mock('../api/onboarding-calls.ts', () => ({ joinWaitlist: vi.fn(), waitlistPosition: vi.fn() }));

afterEach(() => setLocale('pt-BR'));

async function positionText(days: number): Promise<string> {
  vi.mocked(waitlistPosition).mockResolvedValueOnce({ posicaoFilaOnboard: 7, numeroDiasRestantesFila: days });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <WaitlistPanel cpf="52998224725" waiting onRoom={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('waitlist-check'));
  const text = (await screen.findByTestId('waitlist-position')).textContent ?? '';
  view.unmount();
  return text;
}

describe('the waitlist position', () => {
  it('says 1 dia and 3 dias, never dia(s)', async () => {
    expect(await positionText(1)).toBe('Você é o número 7 da fila. Previsão: 1 dia.');
    expect(await positionText(3)).toBe('Você é o número 7 da fila. Previsão: 3 dias.');
  });

  it('says 1 day and 3 days in English', async () => {
    act(() => setLocale('en'));
    expect(await positionText(1)).toBe('You are number 7 in the queue. Estimate: 1 day.');
    expect(await positionText(3)).toBe('You are number 7 in the queue. Estimate: 3 days.');
  });
});
