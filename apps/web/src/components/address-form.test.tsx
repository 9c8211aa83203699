import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankError } from '../lib/bank/bank-error.ts';
import { setLocale } from '../lib/i18n/locale-store.ts';
import { AddressForm } from './address-form.tsx';
import { addressProblems, canGoNext } from './address-rules.ts';

const SE = { street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: '' };
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const next = () => screen.getByTestId('addr-submit') as HTMLButtonElement;

function renderForm(lookup = vi.fn(async () => SE), onSubmit = vi.fn()) {
  render(<AddressForm lookup={lookup} onSubmit={onSubmit} submitLabel="Continuar" testId="addr" />);
  return { lookup, onSubmit };
}

afterEach(() => setLocale('pt-BR'));

describe('the address rules', () => {
  it('keeps the spec field rules', () => {
    expect(
      addressProblems({ street: 'Rua A', neighborhood: 'Centro', number: '12345', complement: '' }),
    ).toEqual({});
    expect(
      addressProblems({ street: 'Rua #', neighborhood: '', number: '123456', complement: 'x'.repeat(31) }),
    ).toEqual({
      street: 'invalidText',
      neighborhood: 'invalidText',
      number: 'invalidNumber',
      complement: 'invalidComplement',
    });
    expect(
      addressProblems({ street: 'Rua A', neighborhood: 'B', number: '1', complement: 'Casa #2' }).complement,
    ).toBe('noSpecialCharacters');
  });
  it('lets Next go only for the CEP verified now and the required fields', () => {
    const filled = { street: 'Rua A', neighborhood: 'B', number: '1' };
    expect(canGoNext('01001000', '01001000', filled)).toBe(true);
    expect(canGoNext('01001001', '01001000', filled)).toBe(false);
    expect(canGoNext('01001000', null, filled)).toBe(false);
    expect(canGoNext('01001000', '01001000', { ...filled, number: '' })).toBe(false);
  });
});

describe('the shared address screen', () => {
  it('looks up at 8 digits, fills street and neighbourhood read-only, shows city and state, and hands the address over', async () => {
    const { lookup, onSubmit } = renderForm();
    expect(next().disabled).toBe(true);
    type('addr-cep', '0100100');
    expect(lookup).not.toHaveBeenCalled();
    type('addr-cep', '01001000');
    expect(lookup).toHaveBeenCalledWith('01001000');
    expect((await screen.findByTestId('addr-place')).textContent).toBe('São Paulo / SP');
    expect((screen.getByTestId('addr-street') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('addr-neighborhood') as HTMLInputElement).readOnly).toBe(true);
    expect(next().disabled).toBe(true);
    type('addr-number', '12a3');
    expect((screen.getByTestId('addr-number') as HTMLInputElement).value).toBe('123');
    type('addr-reference', 'Casa #2');
    expect(screen.getByText(/Sem caracteres especiais/)).toBeTruthy();
    type('addr-reference', 'Casa 2');
    fireEvent.click(next());
    expect(onSubmit).toHaveBeenCalledWith({
      cep: '01001000',
      street: 'Praça da Sé',
      neighborhood: 'Sé',
      number: '123',
      complement: 'Casa 2',
      city: 'São Paulo',
      state: 'SP',
    });
    // another CEP: verified again before Next
    type('addr-cep', '0100100');
    expect(next().disabled).toBe(true);
  });

  it('lets the customer type the street and neighbourhood when the CEP has none (a whole-city CEP)', async () => {
    const { onSubmit } = renderForm(vi.fn(async () => ({ ...SE, street: '', neighborhood: '' })));
    type('addr-cep', '01001000');
    await screen.findByTestId('addr-place');
    expect((screen.getByTestId('addr-street') as HTMLInputElement).readOnly).toBe(false);
    type('addr-street', 'Rua Nova');
    type('addr-neighborhood', 'Centro');
    type('addr-number', '7');
    fireEvent.click(next());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ street: 'Rua Nova', neighborhood: 'Centro' }),
    );
  });

  it('says an unknown CEP is invalid, a failed look-up to try later, and offline to check the connection', async () => {
    const lookup = vi
      .fn()
      .mockRejectedValueOnce(new BankError(40402, 404, 'error.cepNotFound'))
      .mockRejectedValueOnce(new Error('down'));
    renderForm(lookup);
    type('addr-cep', '99999999');
    expect(await screen.findByText('CEP inválido. Confira o número.')).toBeTruthy();
    type('addr-cep', '9999999');
    type('addr-cep', '99999998');
    expect(await screen.findByText(/Tente novamente mais tarde/)).toBeTruthy();
    expect(next().disabled).toBe(true);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    type('addr-cep', '9999999');
    type('addr-cep', '99999997');
    expect(await screen.findByText(/Sem conexão/)).toBeTruthy();
    expect(lookup).toHaveBeenCalledTimes(2);
    online.mockRestore();
  });

  it('speaks English', async () => {
    setLocale('en');
    renderForm();
    type('addr-cep', '01001000');
    await waitFor(() => expect(screen.getByText('Neighbourhood')).toBeTruthy());
    expect(screen.getByText('Complement or landmark (optional)')).toBeTruthy();
  });
});
