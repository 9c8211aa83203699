import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { financing } from '../../../lib/financing/financing.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { termsReducer } from '../flow/terms-flow.ts';
import type { TermsState } from '../flow/terms-types.ts';
import { DifferentAddressStep } from './different-address-step.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/financing/financing.ts', () => ({
  financing: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

let seen: TermsState | null = null;
const start: TermsState = {
  step: 'differentAddress',
  address: null,
  deliveryDate: null,
  saving: false,
  refused: false,
};

function Harness() {
  const [state, dispatch] = useReducer(termsReducer, start);
  seen = state;
  return state.step === 'differentAddress' ? (
    <DifferentAddressStep state={state} dispatch={dispatch} contractingKey="k-1" />
  ) : (
    <p data-testid="step">{state.step}</p>
  );
}

const renderStep = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('another delivery address', () => {
  beforeEach(() => {
    seen = null;
    vi.mocked(bank.call).mockReset();
    vi.mocked(financing.put).mockReset();
  });

  it('fills the street from the CEP and sends the address', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      cep: '20040002',
      logradouro: 'AVENIDA RIO BRANCO',
      bairro: 'CENTRO',
      complemento: '',
      localidade: 'RIO DE JANEIRO',
      uf: 'RJ',
    });
    vi.mocked(financing.put).mockResolvedValue({ deliveryDate: '2026-12-02' });
    renderStep();
    expect(screen.getByTestId('terms-address-cep').getAttribute('inputmode')).toBe('numeric');
    type('terms-address-cep', '20040-002');
    await waitFor(() =>
      expect((screen.getByTestId('terms-address-street') as HTMLInputElement).value).toBe(
        'Avenida Rio Branco',
      ),
    );
    expect((screen.getByTestId('terms-address-street') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('terms-address-place').textContent).toBe('Rio de Janeiro / RJ');
    expect(bank.call).toHaveBeenCalledWith('utilidades/consultar-cep', { cep: '20040002' }, { auth: false });
    type('terms-address-number', '156');
    fireEvent.click(screen.getByTestId('terms-address-submit'));
    expect((await screen.findByTestId('step')).textContent).toBe('address');
    expect(seen).toMatchObject({ step: 'address', phase: 'ready', deliveryDate: '2026-12-02' });
    expect(financing.put).toHaveBeenCalledWith('/v1/api/address-v3/upsert/k-1', {
      cep: '20040002',
      street: 'Avenida Rio Branco',
      number: '156',
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
      uf: 'RJ',
    });
  });

  it('an unknown CEP says so and nothing is sent', async () => {
    vi.mocked(bank.call).mockRejectedValue(new BankError(40402, 404, 'error.tryAgainLater'));
    renderStep();
    type('terms-address-cep', '99999999');
    expect(await screen.findByText('CEP inválido. Confira o número.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('terms-address-submit'));
    expect(financing.put).not.toHaveBeenCalled();
    expect(seen).toMatchObject({ step: 'differentAddress', saving: false });
  });

  it('after a failed CEP look-up there is nothing to type by hand: Next waits for a found CEP', async () => {
    vi.mocked(bank.call).mockRejectedValue(new BankError(40402, 404, 'error.tryAgainLater'));
    renderStep();
    type('terms-address-cep', '99999999');
    await screen.findByText('CEP inválido. Confira o número.');
    expect(screen.queryByTestId('terms-address-street')).toBeNull();
    const next = screen.getByTestId('terms-address-submit') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('terms-address'));
    expect(financing.put).not.toHaveBeenCalled();
    expect(seen).toMatchObject({ step: 'differentAddress', saving: false });
  });

  it('a refused address stays on the form with the message', async () => {
    vi.mocked(bank.call).mockResolvedValue({
      cep: '20040002',
      logradouro: 'Avenida Rio Branco',
      bairro: 'Centro',
      complemento: '',
      localidade: 'Rio de Janeiro',
      uf: 'RJ',
    });
    vi.mocked(financing.put).mockRejectedValue(new Error('400'));
    renderStep();
    type('terms-address-cep', '20040002');
    await screen.findByTestId('terms-address-place');
    type('terms-address-number', '156');
    fireEvent.click(screen.getByTestId('terms-address-submit'));
    expect(await screen.findByTestId('terms-address-alert')).toBeTruthy();
    expect(seen).toMatchObject({ step: 'differentAddress', refused: true, saving: false });
  });
});
