import { describe, expect, it } from 'vitest';
import {
  detectKeyType,
  dictKeyType,
  formatPixKey,
  maskPixKey,
  maskStoredPixKey,
  normalizePixKey,
  PixKeyType,
  pixKeyTypeFromName,
  pixKeyTypeName,
  validatePixKey,
} from './keys.ts';

const { CPF, CNPJ, PHONE, EMAIL, EVP, OTHER } = PixKeyType;

// Valid tax ids used below: CPF 123.456.789-09 and 529.982.247-25; CNPJ 11.222.333/0001-81;
// the alphanumeric CNPJ of the Pix manual §2.5.1, 12ABC34501DE35.

describe('key type codes', () => {
  it('are the bank codes CPF=1, CNPJ=2, PHONE=3, EMAIL=4, EVP=5, other=6', () => {
    expect(PixKeyType).toEqual({ CPF: 1, CNPJ: 2, PHONE: 3, EMAIL: 4, EVP: 5, OTHER: 6 });
  });

  it('map to and from the names the bank writes', () => {
    expect(pixKeyTypeName(EVP)).toBe('EVP');
    expect(pixKeyTypeFromName('EMAIL')).toBe(EMAIL);
    expect(pixKeyTypeFromName(' phone ')).toBe(PHONE);
    expect(pixKeyTypeFromName('CELULAR')).toBe(OTHER);
    expect(pixKeyTypeFromName('')).toBe(OTHER);
  });
});

describe('validatePixKey', () => {
  it('accepts a CPF of 11 digits with valid check digits, and nothing else', () => {
    expect(validatePixKey(CPF, '12345678909')).toBe(true);
    expect(validatePixKey(CPF, '52998224725')).toBe(true);
    expect(validatePixKey(CPF, '12345678900')).toBe(false);
    expect(validatePixKey(CPF, '11111111111')).toBe(false);
    expect(validatePixKey(CPF, '123.456.789-09')).toBe(false);
    expect(validatePixKey(CPF, ' 12345678909')).toBe(false);
    expect(validatePixKey(CPF, '1234567890')).toBe(false);
  });

  it('accepts a CNPJ of 14 characters, numeric or alphanumeric, with valid check digits', () => {
    expect(validatePixKey(CNPJ, '11222333000181')).toBe(true);
    expect(validatePixKey(CNPJ, '12ABC34501DE35')).toBe(true);
    expect(validatePixKey(CNPJ, '12abc34501de35')).toBe(false);
    expect(validatePixKey(CNPJ, '11222333000182')).toBe(false);
    expect(validatePixKey(CNPJ, '00000000000000')).toBe(false);
    expect(validatePixKey(CNPJ, '11.222.333/0001-81')).toBe(false);
  });

  it('accepts a phone as +55, DDD 11..99 and 8 or 9 digits', () => {
    expect(validatePixKey(PHONE, '+5561912345678')).toBe(true);
    expect(validatePixKey(PHONE, '+5511943214321')).toBe(true);
    expect(validatePixKey(PHONE, '+551134567890')).toBe(true);
    expect(validatePixKey(PHONE, '+5599912345678')).toBe(true);
    expect(validatePixKey(PHONE, '+5510912345678')).toBe(false);
    expect(validatePixKey(PHONE, '+5509912345678')).toBe(false);
    expect(validatePixKey(PHONE, '+55119123456789')).toBe(false);
    expect(validatePixKey(PHONE, '+55111234567')).toBe(false);
    expect(validatePixKey(PHONE, '5561912345678')).toBe(false);
    expect(validatePixKey(PHONE, '+1202555012')).toBe(false);
    expect(validatePixKey(PHONE, '+55 61 91234-5678')).toBe(false);
  });

  it('accepts an e-mail in lower case of at most 77 characters', () => {
    expect(validatePixKey(EMAIL, 'fulano_da_silva.recebedor@example.com')).toBe(true);
    expect(validatePixKey(EMAIL, 'a@b')).toBe(true);
    expect(validatePixKey(EMAIL, 'Fulano@example.com')).toBe(false);
    expect(validatePixKey(EMAIL, 'fulano@example')).toBe(true);
    expect(validatePixKey(EMAIL, 'fulano@@example.com')).toBe(false);
    expect(validatePixKey(EMAIL, 'fulano example@x.com')).toBe(false);
    expect(validatePixKey(EMAIL, 'a&b@example.com')).toBe(false);
    const local = 'a'.repeat(77 - '@example.com'.length);
    expect(validatePixKey(EMAIL, `${local}@example.com`)).toBe(true);
    expect(validatePixKey(EMAIL, `${local}a@example.com`)).toBe(false);
  });

  it('accepts a random key only as a lower-case version-4 UUID', () => {
    expect(validatePixKey(EVP, 'bee05743-4291-4f3c-9259-595df1307ba1')).toBe(true);
    expect(validatePixKey(EVP, 'BEE05743-4291-4F3C-9259-595DF1307BA1')).toBe(false);
    // The manual's example key has version nibble 1: not a key the DICT would hand out today.
    expect(validatePixKey(EVP, '123e4567-e12b-12d1-a456-426655440000')).toBe(false);
    expect(validatePixKey(EVP, 'bee05743-4291-4f3c-c259-595df1307ba1')).toBe(false);
    expect(validatePixKey(EVP, 'bee057434291-4f3c-9259-595df1307ba1')).toBe(false);
  });

  it('never accepts OTHER', () => {
    expect(validatePixKey(OTHER, 'anything')).toBe(false);
  });
});

describe('dictKeyType', () => {
  it('names the type of a key in the DICT form, any UUID version for random keys', () => {
    expect(dictKeyType('123e4567-e12b-12d1-a456-426655440000')).toBe(EVP);
    expect(dictKeyType('12345678909')).toBe(CPF);
    expect(dictKeyType('12ABC34501DE35')).toBe(CNPJ);
    expect(dictKeyType('+5561912345678')).toBe(PHONE);
    expect(dictKeyType('fulano@example.com')).toBe(EMAIL);
  });

  it('is null for anything not in the DICT form', () => {
    for (const value of [
      '123.456.789-09',
      '12345678900',
      '11987654321',
      'Fulano@Example.com',
      '123E4567-E12B-12D1-A456-426655440000',
      'some-key',
      ' 12345678909',
      '',
    ]) {
      expect(dictKeyType(value)).toBeNull();
    }
  });
});

describe('detectKeyType', () => {
  it('tells the type from the shape of typed input', () => {
    expect(detectKeyType('123.456.789-09')).toBe(CPF);
    expect(detectKeyType('12345678909')).toBe(CPF);
    expect(detectKeyType('11.222.333/0001-81')).toBe(CNPJ);
    expect(detectKeyType('11222333000181')).toBe(CNPJ);
    expect(detectKeyType('12.ABC.345/01DE-35')).toBe(CNPJ);
    expect(detectKeyType('+55 (61) 91234-5678')).toBe(PHONE);
    expect(detectKeyType('(61) 91234-5678')).toBe(PHONE);
    expect(detectKeyType('6134567890')).toBe(PHONE);
    expect(detectKeyType('5561912345678')).toBe(PHONE);
    expect(detectKeyType('Fulano@Example.com')).toBe(EMAIL);
    expect(detectKeyType('BEE05743-4291-4F3C-9259-595DF1307BA1')).toBe(EVP);
    expect(detectKeyType('123e4567-e12b-12d1-a456-426655440000')).toBe(EVP);
  });

  it('reads 11 digits as a CPF when the check digits hold, else as a mobile when it looks like one', () => {
    expect(detectKeyType('61912345678')).toBe(PHONE);
    expect(detectKeyType('12345678900')).toBe(CPF);
    expect(detectKeyType('52998224725')).toBe(CPF);
  });

  it('is OTHER for empty or unrecognisable input', () => {
    for (const value of ['', '   ', 'hello', '12345', '+55 abc', 'pix.example.com/x']) {
      expect(detectKeyType(value)).toBe(OTHER);
    }
  });
});

describe('normalizePixKey', () => {
  it('brings typed input to the DICT form', () => {
    expect(normalizePixKey(CPF, ' 123.456.789-09 ')).toBe('12345678909');
    expect(normalizePixKey(CNPJ, '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizePixKey(PHONE, '(61) 91234-5678')).toBe('+5561912345678');
    expect(normalizePixKey(PHONE, '061 91234-5678')).toBe('+5561912345678');
    expect(normalizePixKey(PHONE, '55 61 91234 5678')).toBe('+5561912345678');
    expect(normalizePixKey(PHONE, '+55 (61) 91234-5678')).toBe('+5561912345678');
    expect(normalizePixKey(EMAIL, ' Fulano@Example.COM ')).toBe('fulano@example.com');
    expect(normalizePixKey(EVP, 'BEE05743-4291-4F3C-9259-595DF1307BA1')).toBe(
      'bee05743-4291-4f3c-9259-595df1307ba1',
    );
    expect(normalizePixKey(OTHER, '  x ')).toBe('x');
  });

  it('keeps foreign characters, so garbage still fails validation', () => {
    const cpf = normalizePixKey(CPF, 'abc123.456.789-09');
    expect(cpf).toBe('abc12345678909');
    expect(validatePixKey(CPF, cpf)).toBe(false);
  });

  it('gives valid keys for every type from their usual typed forms', () => {
    const typed: Array<[PixKeyType, string]> = [
      [CPF, '529.982.247-25'],
      [CNPJ, '11.222.333/0001-81'],
      [PHONE, '(11) 94321-4321'],
      [EMAIL, 'Maria.Souza@Exemplo.com.br'],
      [EVP, 'BEE05743-4291-4F3C-9259-595DF1307BA1'],
    ];
    for (const [type, value] of typed) {
      const key = normalizePixKey(type, value);
      expect(validatePixKey(type, key)).toBe(true);
      expect(detectKeyType(value)).toBe(type);
    }
  });
});

describe('formatPixKey and maskPixKey', () => {
  it('formats for display', () => {
    expect(formatPixKey(CPF, '12345678909')).toBe('123.456.789-09');
    expect(formatPixKey(CNPJ, '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatPixKey(PHONE, '+5561912345678')).toBe('+55 (61) 91234-5678');
    expect(formatPixKey(PHONE, '+556134567890')).toBe('+55 (61) 3456-7890');
    expect(formatPixKey(EMAIL, 'a@b.com')).toBe('a@b.com');
  });

  it('masks the personal part', () => {
    expect(maskPixKey(CPF, '12345678909')).toBe('***.456.789-**');
    expect(maskPixKey(CPF, '123.456.789-09')).toBe('***.456.789-**');
    expect(maskPixKey(CNPJ, '11222333000181')).toBe('11.222.333/0001-81');
    expect(maskPixKey(PHONE, '+5561912345678')).toBe('+55 (61) *****-5678');
    expect(maskPixKey(PHONE, '+556134567890')).toBe('+55 (61) ****-7890');
    expect(maskPixKey(EMAIL, 'fulano@example.com')).toBe('fXXXXo@example.com');
    expect(maskPixKey(EMAIL, 'ab@example.com')).toBe('ab@example.com');
    expect(maskPixKey(EVP, 'bee05743-4291-4f3c-9259-595df1307ba1')).toBe(
      'bee05743-****-****-****-********7ba1',
    );
  });

  it('masks a stored key by the type its shape shows, as the review masks the typed one', () => {
    for (const [type, key] of [
      [CPF, '12345678909'],
      [CNPJ, '11222333000181'],
      [PHONE, '+5561912345678'],
      [EMAIL, 'fulano@example.com'],
      [EVP, 'bee05743-4291-4f3c-9259-595df1307ba1'],
    ] as const) {
      expect(maskStoredPixKey(key)).toBe(maskPixKey(type, key));
    }
    expect(maskStoredPixKey('+5561912345678')).toBe('+55 (61) *****-5678');
    expect(maskStoredPixKey('12345678909')).toBe('***.456.789-**');
  });

  it('reveals nothing of a value that does not fit its type', () => {
    expect(maskPixKey(CPF, '1234')).toBe('***');
    expect(maskPixKey(PHONE, '12')).toBe('***');
    expect(maskPixKey(EMAIL, 'no-at-sign')).toBe('***');
    expect(maskPixKey(EVP, 'not-a-uuid')).toBe('***');
  });
});
