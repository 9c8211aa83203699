import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { firstDateOnWorkingDay, WorkingDayCheckFailed } from './working-day.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));

describe('the first instalment date on a working day (utilidades/consultar-proximo-dia-util)', () => {
  beforeEach(() => vi.mocked(bank.call).mockReset());

  it('asks the bank about the date and keeps a working day', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      data: '2026-12-23',
      workingDay: true,
      proximoDiaUtil: '2026-12-23',
    });
    await expect(firstDateOnWorkingDay('2026-12-23')).resolves.toBe('2026-12-23');
    expect(bank.call).toHaveBeenCalledWith(
      'utilidades/consultar-proximo-dia-util',
      { data: '2026-12-23' },
      { auth: false },
    );
  });

  it('moves a public holiday to the next working day', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      data: '2026-12-25',
      workingDay: false,
      proximoDiaUtil: '2026-12-28',
      feriado: 'Natal',
    });
    await expect(firstDateOnWorkingDay('2026-12-25')).resolves.toBe('2026-12-28');
  });

  it('a failed check, or an answer it cannot read, is a technical issue', async () => {
    vi.mocked(bank.call).mockRejectedValueOnce(new BankError(50000, 500, 'error.technicalIssue'));
    await expect(firstDateOnWorkingDay('2026-12-25')).rejects.toBeInstanceOf(WorkingDayCheckFailed);
    vi.mocked(bank.call).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(firstDateOnWorkingDay('2026-12-25')).rejects.toBeInstanceOf(WorkingDayCheckFailed);
    for (const answer of [
      undefined,
      {},
      { workingDay: 'no' },
      { workingDay: false },
      { workingDay: false, proximoDiaUtil: '28/12/2026' },
      { workingDay: false, proximoDiaUtil: '2026-12-24' },
    ]) {
      vi.mocked(bank.call).mockResolvedValueOnce(answer);
      await expect(firstDateOnWorkingDay('2026-12-25')).rejects.toBeInstanceOf(WorkingDayCheckFailed);
    }
  });
});
