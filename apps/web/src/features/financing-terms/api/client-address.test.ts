import { describe, expect, it } from 'vitest';
import { pickDeliveryAddress } from './client-address.ts';

const main = {
  rua: 'AVENIDA PAULISTA',
  numero: '1578',
  complemento: 'APTO 52',
  bairro: 'BELA VISTA',
  cep: '01310-200',
  cidade: 'SÃO PAULO',
  uf: 'sp',
};

describe('delivery address from the client data', () => {
  it('takes the main address when there is no mailing one, title-cased with a digits-only CEP', () => {
    expect(pickDeliveryAddress({ endereco: main, enderecoCorrespondencia: null })).toEqual({
      cep: '01310200',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 52',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
  });

  it('prefers the mailing address, and ignores one without CEP or street', () => {
    const mailing = { ...main, rua: 'RUA AUGUSTA', numero: '10', cep: '01305000' };
    expect(pickDeliveryAddress({ endereco: main, enderecoCorrespondencia: mailing })?.street).toBe(
      'Rua Augusta',
    );
    expect(
      pickDeliveryAddress({ endereco: main, enderecoCorrespondencia: { ...mailing, cep: '' } })?.street,
    ).toBe('Avenida Paulista');
    expect(pickDeliveryAddress({})).toBeNull();
  });
});
