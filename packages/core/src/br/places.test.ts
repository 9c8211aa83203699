import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATES,
  complementIssue,
  countryOfMcc,
  isBrazil,
  isStateCode,
  isValidAddressNumber,
  isValidComplement,
  isValidStreetText,
  stateName,
  titleCase,
} from './index.ts';

describe('titleCase', () => {
  it.each([
    ['AV. PAULISTA, 1000 - BELA VISTA', 'Av. Paulista, 1000 - Bela Vista'],
    ['rua das flores', 'Rua das Flores'],
    ['RIO DE JANEIRO', 'Rio de Janeiro'],
    ['RUA XV DE NOVEMBRO', 'Rua XV de Novembro'],
    ['DE PAULA E SILVA', 'De Paula e Silva'],
    ['AVENIDA VII', 'Avenida VII'],
    ['RUA VIDAL', 'Rua Vidal'],
    ['SÃO JOÃO DEL-REI', 'São João Del-rei'],
    ['ÁGUA  BRANCA', 'Água  Branca'],
    ['', ''],
  ])('%j -> %j', (text, titled) => {
    expect(titleCase(text)).toBe(titled);
  });
});

describe('address fields', () => {
  it('street and neighbourhood: letters, digits, spaces', () => {
    expect(isValidStreetText('Rua 25 de Março')).toBe(true);
    expect(isValidStreetText('Avenida São João')).toBe(true);
    expect(isValidStreetText('Rua-X')).toBe(false);
    expect(isValidStreetText('Av. Paulista')).toBe(false);
    expect(isValidStreetText('   ')).toBe(false);
    expect(isValidStreetText('')).toBe(false);
  });

  it('number: 1 to 5 digits', () => {
    expect(isValidAddressNumber('1')).toBe(true);
    expect(isValidAddressNumber('12345')).toBe(true);
    expect(isValidAddressNumber('123456')).toBe(false);
    expect(isValidAddressNumber('')).toBe(false);
    expect(isValidAddressNumber('12A')).toBe(false);
  });

  it('complement: at most 30, letters, digits, spaces and , . - @ * _ :', () => {
    expect(complementIssue('')).toBeNull();
    expect(complementIssue('Ap 1, Bl. B - f: *_@')).toBeNull();
    expect(complementIssue('Apto 12, Bloco B - fundos')).toBeNull();
    expect(complementIssue('a'.repeat(30))).toBeNull();
    expect(complementIssue('a'.repeat(31))).toBe('invalidComplement');
    expect(complementIssue('Apto #12')).toBe('noSpecialCharacters');
    expect(complementIssue('Casa (fundos)')).toBe('noSpecialCharacters');
    expect(isValidComplement('Sala 3: térreo')).toBe(true);
    expect(isValidComplement('Sala 3/4')).toBe(false);
  });
});

describe('states', () => {
  it('has the 27 federative units', () => {
    expect(Object.keys(BRAZILIAN_STATES)).toHaveLength(27);
    expect(stateName('SP')).toBe('São Paulo');
    expect(stateName(' df ')).toBe('Distrito Federal');
    expect(stateName('MS')).toBe('Mato Grosso do Sul');
    expect(stateName('XX')).toBeUndefined();
    expect(stateName('toString')).toBeUndefined();
    expect(isStateCode('rj')).toBe(true);
    expect(isStateCode('BR')).toBe(false);
  });
});

describe('mobile country codes', () => {
  it('maps the known codes', () => {
    expect(countryOfMcc(724)).toBe('BR');
    expect(countryOfMcc('724')).toBe('BR');
    expect(countryOfMcc(404)).toBe('IN');
    expect(countryOfMcc(405)).toBe('IN');
    expect(countryOfMcc(310)).toBe('US');
    expect(countryOfMcc(311)).toBe('US');
    expect(countryOfMcc(316)).toBe('US');
    expect(countryOfMcc(732)).toBe('CO');
    expect(countryOfMcc(999)).toBeUndefined();
    expect(countryOfMcc('72')).toBeUndefined();
  });

  it('detects Brazil by code 724 or ship country BR', () => {
    expect(isBrazil({ mcc: 724 })).toBe(true);
    expect(isBrazil({ mcc: '724', shipCountry: 'US' })).toBe(true);
    expect(isBrazil({ mcc: 310, shipCountry: 'br' })).toBe(true);
    expect(isBrazil({ shipCountry: 'BR' })).toBe(true);
    expect(isBrazil({ mcc: 310, shipCountry: 'US' })).toBe(false);
    expect(isBrazil({ mcc: null, shipCountry: null })).toBe(false);
    expect(isBrazil({})).toBe(false);
  });
});
