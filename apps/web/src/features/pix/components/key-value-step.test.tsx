import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { KeyValueStep } from './key-value-step.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/feature-flags.ts', () => ({ useFeatureFlag: vi.fn() }));
vi.mock('../../../lib/session/session.ts', () => ({
  useSession: () => ({ accountKey: 'account-1', clientKey: 'client-1' }),
  sessionStore: { get: () => ({ accountKey: 'account-1', clientKey: 'client-1' }) },
}));

const call = vi.mocked(bank.call);
const flag = vi.mocked(useFeatureFlag);

const open = (type: 'PHONE' | 'EMAIL', value = '') =>
  renderRoutes(
    [
      {
        path: '/key',
        element: <KeyValueStep state={{ step: 'value', type, value }} dispatch={() => undefined} />,
      },
    ],
    { at: '/key' },
  );
const field = () => screen.getByTestId('pix-new-key-value') as HTMLInputElement;

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({
    email: 'nadia.porto@example.com',
    telefoneMovel: { ddd: '21', numero: '987001122' },
  } as never);
});

describe('a new e-mail or phone key, with autopopulate (cross-cutting.md section 6)', () => {
  it("starts as the customer's own e-mail, or phone, while the flag is on", async () => {
    flag.mockReturnValue(true);
    open('EMAIL');
    expect(await screen.findByDisplayValue('nadia.porto@example.com')).toBe(field());
    expect(call).toHaveBeenCalledWith('cliente/obter-dados-pessoa-fisica-por-chave');
  });

  it('the phone, formatted', async () => {
    flag.mockReturnValue(true);
    open('PHONE');
    expect(await screen.findByDisplayValue('(21) 98700-1122')).toBe(field());
  });

  it('starts empty, asking nothing, with the flag off', () => {
    flag.mockReturnValue(false);
    open('EMAIL');
    expect(field().value).toBe('');
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps what the customer came back with (a key sent back from the code step)', () => {
    flag.mockReturnValue(true);
    open('EMAIL', 'outra@example.com');
    expect(field().value).toBe('outra@example.com');
    expect(call).not.toHaveBeenCalled();
  });

  it('never overwrites what the customer types', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    call.mockReturnValue(new Promise((r) => (resolve = r)) as never);
    flag.mockReturnValue(true);
    open('EMAIL');
    fireEvent.change(field(), { target: { value: 'minha@example.com' } });
    resolve({ email: 'nadia.porto@example.com', telefoneMovel: {} });
    await new Promise((r) => setTimeout(r, 20));
    expect(field().value).toBe('minha@example.com');
  });
});
