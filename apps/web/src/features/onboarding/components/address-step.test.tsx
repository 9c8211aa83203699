import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { registerPerson } from '../api/onboarding-calls.ts';
import { onboardingStart } from '../flow/onboarding-flow.ts';
import { AddressStep } from './registration-steps.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../api/onboarding-calls.ts', () => ({
  registerPerson: vi.fn(),
  openAccount: vi.fn(),
}));

const call = vi.mocked(bank.call);
const register = vi.mocked(registerPerson);
const state = {
  ...onboardingStart,
  step: 'address' as const,
  idDetails: {
    numero: '123456789',
    dataEmissao: '2018-03-15',
    orgaoEmissor: 'SSP',
    ufOrgaoEmissor: 'SP',
    nomeMae: 'Maria Silva',
    nomePai: '',
  },
  personal: { sexo: 'F' as const, pep: null, renda: 450000 },
};

function renderStep(dispatch = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AddressStep state={state} dispatch={dispatch} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return dispatch;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('onboarding address step', () => {
  beforeEach(() => {
    call.mockReset();
    register.mockReset();
  });

  it('keeps Next disabled until a CEP look-up succeeds, and again when the CEP changes', async () => {
    const dispatch = renderStep();
    expect((screen.getByTestId('address-submit') as HTMLButtonElement).disabled).toBe(true);
    call.mockRejectedValueOnce(new BankError(40402, 404, 'error.cepNotFound'));
    type('address-cep', '99999999');
    await screen.findByText('CEP inválido. Confira o número.');
    expect((screen.getByTestId('address-submit') as HTMLButtonElement).disabled).toBe(true);

    call.mockResolvedValueOnce({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    type('address-cep', '01001000');
    await screen.findByText('São Paulo / SP');
    type('address-number', '100');
    expect((screen.getByTestId('address-submit') as HTMLButtonElement).disabled).toBe(false);
    call.mockReturnValueOnce(new Promise(() => {}));
    type('address-cep', '01001001');
    expect((screen.getByTestId('address-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('hands the looked-up address to the revision, which sends it: nothing is sent here', async () => {
    const dispatch = renderStep();
    call.mockResolvedValueOnce({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    type('address-cep', '01001000');
    await screen.findByText('São Paulo / SP');
    type('address-number', '100');
    fireEvent.click(screen.getByTestId('address-submit'));
    expect(dispatch).toHaveBeenCalledWith({
      type: 'ADDRESS_ENTERED',
      address: {
        cep: '01001000',
        street: 'Praça da Sé',
        neighborhood: 'Sé',
        number: '100',
        complement: '',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    expect(register).not.toHaveBeenCalled();
  });

  it('a correction opens with the address entered before: its CEP looked up again, number and complement kept', async () => {
    call.mockResolvedValueOnce({
      cep: '01001000',
      logradouro: '',
      bairro: '',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    const dispatch = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AddressStep
            state={{
              ...state,
              address: {
                cep: '01001000',
                street: 'Rua Typed',
                neighborhood: 'Centro',
                number: '55',
                complement: 'fundos',
                city: 'São Paulo',
                state: 'SP',
              },
            }}
            dispatch={dispatch}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('São Paulo / SP');
    expect((screen.getByTestId('address-number') as HTMLInputElement).value).toBe('55');
    expect((screen.getByTestId('address-street') as HTMLInputElement).value).toBe('Rua Typed');
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({
        type: 'ADDRESS_ENTERED',
        address: expect.objectContaining({ number: '55', complement: 'fundos', neighborhood: 'Centro' }),
      }),
    );
  });
});
