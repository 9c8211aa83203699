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
  fetchTerms: vi.fn(),
  openAccount: vi.fn(),
  sendTermsCode: vi.fn(),
  signTerms: vi.fn(),
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

  it('sends the personal data with the looked-up address (income in reais) and moves on', async () => {
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
    register.mockResolvedValueOnce({});
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'ADDRESS_SAVED' }));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        rendaMensal: 4500,
        pessoaPoliticamenteExposta: null,
        endereco: { cep: '01001000', rua: 'Praça da Sé', numero: '100', complemento: '', bairro: 'Sé' },
      }),
    );
  });
});
