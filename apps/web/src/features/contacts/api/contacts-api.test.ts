import { PixKeyType } from '@carteira/core/pix';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bank } from '../../../lib/bank/bank.ts';
import { contactLabel, fetchContacts, toContact, toContactKey } from '../../../lib/bank/contacts.ts';
import { toWireNewContact } from './contact-wire.ts';
import { getContact } from './get-contact.ts';

vi.mock('../../../lib/bank/bank.ts', () => ({ bank: { call: vi.fn() } }));
const call = vi.mocked(bank.call);

const wire = {
  favoritoId: 'f1',
  identificacaoFiscal: '52998224725',
  nomeCompleto: 'Maria da Silva',
  apelido: 'Mãe',
  chaves: [
    {
      chaveId: 'k1',
      tipoChavePix: 3,
      chavePix: '+5521998765432',
      codigoOuISPB: null,
      agencia: null,
      conta: null,
      tipoDeConta: 1,
    },
    {
      chaveId: 'k2',
      tipoChavePix: null,
      chavePix: null,
      codigoOuISPB: '999',
      agencia: '0001',
      conta: '10000029',
      tipoDeConta: 2,
    },
  ],
};

beforeEach(() => call.mockReset());

describe('contact mapping', () => {
  it('reads a contact with a Pix key and an account', () => {
    expect(toContact(wire)).toEqual({
      id: 'f1',
      taxId: '52998224725',
      name: 'Maria da Silva',
      nickname: 'Mãe',
      keys: [
        { id: 'k1', kind: 'pix', keyType: PixKeyType.PHONE, key: '+5521998765432' },
        {
          id: 'k2',
          kind: 'account',
          institution: '999',
          agency: '0001',
          account: '10000029',
          accountType: 2,
        },
      ],
    });
    expect(contactLabel(toContact({ ...wire, apelido: null }) ?? { name: '', nickname: '' })).toBe(
      'Maria da Silva',
    );
  });
  it('leaves out a key it cannot read, and a contact with no usable key (the list must be non-empty)', () => {
    expect(toContactKey({ ...wire.chaves[0], tipoChavePix: 6 } as never)).toBeNull();
    expect(toContact({ ...wire, chaves: [] })).toBeNull();
    expect(toContact({ ...wire, chaves: null })).toBeNull();
  });
  it('lists by name with the filter, dropping empty contacts', async () => {
    call.mockResolvedValueOnce({
      favoritos: [wire, { ...wire, favoritoId: 'f2', chaves: [] }],
      totalDeRegistros: 2,
      totalDePaginas: 1,
    });
    const page = await fetchContacts(' mar ');
    expect(call).toHaveBeenCalledWith('favorito/consultar-favoritos', {
      ordenacao: 'ASC',
      nome: 'mar',
      pagina: 1,
      tamanhoPagina: 100,
    });
    expect(page.contacts.map((c) => c.id)).toEqual(['f1']);
  });
  it('asks a contact’s keys 20 to a page', async () => {
    call.mockResolvedValueOnce(wire);
    await getContact('f1');
    expect(call).toHaveBeenCalledWith('favorito/consultar-chaves-favorito', {
      favoritoId: 'f1',
      pagina: 1,
      tamanhoPagina: 20,
    });
  });
});

describe('toWireNewContact', () => {
  it('sends the key in its DICT form and no empty nickname', () => {
    expect(
      toWireNewContact({
        taxId: '529.982.247-25',
        name: ' Maria  da Silva ',
        nickname: ' ',
        key: { kind: 'pix', keyType: PixKeyType.PHONE, key: '(21) 99876-5432' },
      }),
    ).toEqual({
      identificacaoFiscal: '52998224725',
      nomeCompleto: 'Maria da Silva',
      chaves: [{ tipoChavePix: 3, chavePix: '+5521998765432' }],
    });
  });
  it('sends an account as digits with its type', () => {
    expect(
      toWireNewContact({
        taxId: '52998224725',
        name: 'Maria da Silva',
        nickname: 'Mãe',
        key: { kind: 'account', institution: '999', agency: '0001', account: '1000002-9', accountType: 2 },
      }),
    ).toMatchObject({
      apelido: 'Mãe',
      chaves: [{ codigoOuISPB: '999', agencia: '0001', conta: '10000029', tipoDeConta: 2 }],
    });
  });
});
