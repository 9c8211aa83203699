import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { registerPerson } from '../api/onboarding-calls.ts';
import { OnboardingCallError } from '../api/onboarding-client.ts';
import { onboardingStart } from '../flow/onboarding-flow.ts';
import { RevisionStep } from './revision-step.tsx';

vi.mock('../api/onboarding-calls.ts', () => ({ registerPerson: vi.fn() }));
const register = vi.mocked(registerPerson);
beforeEach(() => register.mockReset());

const state = {
  ...onboardingStart,
  step: 'revision' as const,
  cpf: '41234567801',
  name: 'Joana Prado Alves',
  idDetails: {
    numero: '123456789',
    dataEmissao: '2018-03-15',
    orgaoEmissor: 'SSP',
    ufOrgaoEmissor: 'SP',
    nomeMae: 'Maria Silva',
    nomePai: '',
  },
  personal: { sexo: 'F' as const, pep: { cargo: 'Vereadora', inicioExposicao: '2021-01-01' }, renda: 450000 },
  address: {
    cep: '01001000',
    street: 'Praça da Sé',
    neighborhood: 'Sé',
    number: '100',
    complement: 'apto 12',
    city: 'São Paulo',
    state: 'SP',
  },
};

function renderRevision(dispatch = vi.fn()) {
  renderRoutes([{ path: '/', element: <RevisionStep state={state} dispatch={dispatch} /> }], { at: '/' });
  return dispatch;
}

describe('the revision', () => {
  it('shows the data to be sent, and a correction asks for its step', () => {
    const dispatch = renderRevision();
    expect(screen.getByTestId('revision-holder').textContent).toContain('412.345.678-01');
    expect(screen.getByTestId('revision-rg').textContent).toBe('123456789');
    expect(screen.getByTestId('revision-pep').textContent).toBe('Vereadora, desde 01/01/2021');
    expect(screen.getByTestId('revision-income').textContent).toMatch(/R\$\s4\.500,00/);
    expect(screen.getByTestId('revision-street').textContent).toBe('Praça da Sé, 100, apto 12');
    fireEvent.click(screen.getByTestId('revision-edit-personal'));
    expect(dispatch).toHaveBeenCalledWith({ type: 'EDIT', step: 'personal' });
    expect(register).not.toHaveBeenCalled();
  });

  it('Confirm sends it all as the spec gives it, then the terms', async () => {
    const dispatch = renderRevision();
    register.mockResolvedValueOnce({});
    fireEvent.click(screen.getByTestId('revision-confirm'));
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'DATA_SENT' }));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        nacionalidade: 'N',
        rendaMensal: 4500,
        pessoaPoliticamenteExposta: { cargo: 'Vereadora', inicioExposicao: '2021-01-01', fimExposicao: null },
        endereco: {
          cep: '01001000',
          rua: 'Praça da Sé',
          numero: '100',
          complemento: 'apto 12',
          bairro: 'Sé',
        },
      }),
    );
  });

  it('a refusal is told and the step stays', async () => {
    const dispatch = renderRevision();
    register.mockRejectedValueOnce(new OnboardingCallError(40402, 404, undefined, undefined));
    fireEvent.click(screen.getByTestId('revision-confirm'));
    expect((await screen.findByTestId('onboarding-error')).textContent).toMatch(/CEP/);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
