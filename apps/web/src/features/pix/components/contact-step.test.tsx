import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ContactStep } from './contact-step.tsx';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
vi.mock('../../../lib/session/session.ts', () => ({
  useSession: () => ({ accountKey: 'account-1', clientKey: 'client-1' }),
}));
const call = vi.mocked(bank.call);

/** banco/consultar-bancos as the bank answers it: this bank first, then the sandbox's others. */
const banks = [
  { codigo: '999', ispb: '99999999', nome: 'Carteira' },
  { codigo: '901', ispb: '90400001', nome: 'Banco Horizonte S.A.' },
];

const account = (id: string, codigoOuISPB: string) => ({
  chaveId: id,
  tipoChavePix: null,
  chavePix: null,
  codigoOuISPB,
  agencia: '0001',
  conta: '10000044',
  tipoDeConta: 1,
});
const emailKey = {
  chaveId: 'e',
  tipoChavePix: 4,
  chavePix: 'daniel@example.com',
  codigoOuISPB: null,
  agencia: null,
  conta: null,
  tipoDeConta: null,
};

/** Daniel with the given keys (favorito/ keeps an account's institution by code or by ISPB). */
const contactsWith = (chaves: unknown[]) => ({
  favoritos: [
    {
      favoritoId: 'c1',
      identificacaoFiscal: '85301649240',
      nomeCompleto: 'Daniel Costa Pereira',
      apelido: null,
      chaves,
    },
  ],
  totalDeRegistros: 1,
  totalDePaginas: 1,
});

function answer(chaves: unknown[], bankList: () => Promise<unknown> = async () => ({ bancos: banks })) {
  call.mockImplementation(async (path: string) => {
    if (path === 'favorito/consultar-favoritos') return contactsWith(chaves);
    if (path === 'banco/consultar-bancos') return bankList();
    throw new Error(`unexpected ${path}`);
  });
}

function renderKeys() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContactStep contactId="c1" dispatch={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The upper line of each of the contact's keys: its type, or an account's institution. */
async function typeLines(): Promise<string[]> {
  const items = await screen.findAllByTestId('pix-contact-key');
  return items.map((item) => item.querySelector('.pix-key__type')?.textContent ?? '');
}

describe('the contact step', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => setLocale('pt-BR'));

  it("names an account's institution, kept by code or ISPB, from the bank list, in pt-BR and en", async () => {
    answer([account('a', '999'), account('b', '90400001'), account('c', '123')]);
    renderKeys();
    await waitFor(async () => expect(await typeLines()).toEqual(['Carteira', 'Banco Horizonte S.A.', '123']));
    expect(screen.getAllByTestId('pix-contact-key')[0]?.textContent).toContain(
      'Agência 0001 · Conta 1000004-4',
    );
    expect(screen.queryByText(/Instituição/)).toBeNull();
    act(() => setLocale('en'));
    expect(await typeLines()).toEqual(['Carteira', 'Banco Horizonte S.A.', '123']);
    expect(screen.queryByText(/Institution/)).toBeNull();
    // the list is asked once for the three accounts
    expect(call.mock.calls.filter(([path]) => path === 'banco/consultar-bancos')).toHaveLength(1);
  });

  it("shows an account's digits while the bank list loads", async () => {
    let release: (value: unknown) => void = () => undefined;
    answer([account('a', '999')], () => new Promise((resolve) => (release = resolve)));
    renderKeys();
    expect(await typeLines()).toEqual(['999']);
    act(() => release({ bancos: banks }));
    await waitFor(async () => expect(await typeLines()).toEqual(['Carteira']));
  });

  it('does not ask for the bank list for a contact with keys only', async () => {
    answer([emailKey]);
    renderKeys();
    expect(await typeLines()).toEqual(['E-mail']);
    expect(call).not.toHaveBeenCalledWith('banco/consultar-bancos');
  });
});
