import { centavos } from '@carteira/core/money';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { DueDateStep, defaultDepositDue } from './due-date-step.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

// Wednesday 2026-12-02 in São Paulo: the calendar counts from it.
const TODAY = new Date('2026-12-02T12:00:00-03:00');

function renderStep(onChosen = vi.fn(), onCancel = vi.fn()) {
  render(<DueDateStep amount={centavos(5000)} initial={null} onChosen={onChosen} onCancel={onCancel} />);
  return { onChosen, onCancel };
}

describe('the deposit boleto due date', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    vi.mocked(bank.call).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    setLocale('pt-BR');
  });

  it('opens on three days ahead, moved to a working day', () => {
    expect(defaultDepositDue('2026-12-02')).toBe('2026-12-07'); // the 5th is a Saturday
    expect(defaultDepositDue('2026-11-17')).toBe('2026-11-23'); // the 20th is a holiday (Lei 14.759/2023)
  });

  it('checks a picked day with the bank: a weekend says so, offers the next working day, and Continue waits', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      data: '2026-12-12',
      workingDay: false,
      proximoDiaUtil: '2026-12-14',
    });
    const { onChosen } = renderStep();
    expect(screen.getByTestId('deposit-due-chosen').textContent).toBe('Vencimento: 07/12/2026');
    await act(async () => fireEvent.click(screen.getByTestId('date-picker-day-2026-12-12')));
    expect(vi.mocked(bank.call)).toHaveBeenCalledWith(
      'utilidades/consultar-proximo-dia-util',
      { data: '2026-12-12' },
      { auth: false },
    );
    expect(screen.getByTestId('deposit-due-not-working').textContent).toBe(
      '12/12/2026 não é dia útil. O próximo dia útil é 14/12/2026.',
    );
    expect((screen.getByTestId('deposit-due-submit') as HTMLButtonElement).disabled).toBe(true);
    vi.mocked(bank.call).mockResolvedValue({
      data: '2026-12-14',
      workingDay: true,
      proximoDiaUtil: '2026-12-14',
    });
    await act(async () => fireEvent.click(screen.getByTestId('deposit-due-use-next')));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-due-chosen').textContent).toBe('Vencimento: 14/12/2026'),
    );
    fireEvent.click(screen.getByTestId('deposit-due-submit'));
    expect(onChosen).toHaveBeenCalledWith('2026-12-14');
  });

  it('in English, and its Cancel goes back', async () => {
    setLocale('en');
    vi.mocked(bank.call).mockRejectedValue(new Error('offline'));
    const { onCancel } = renderStep();
    expect(screen.getByText('When is the boleto due?')).toBeTruthy();
    expect(screen.getByTestId('deposit-due-chosen').textContent).toBe('Due date: 07/12/2026');
    await act(async () => fireEvent.click(screen.getByTestId('date-picker-day-2026-12-10')));
    expect(screen.getByRole('alert').textContent).toBe('The day could not be checked now. Try again.');
    fireEvent.click(screen.getByTestId('date-picker-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});
