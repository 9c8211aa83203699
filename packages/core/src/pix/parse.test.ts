import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16.ts';
import { normalizePastedCode } from './parse.ts';
import { edited, parsed, reason, withCrc } from './test-helpers.ts';
import { MANUAL_DYNAMIC, MANUAL_STATIC } from './test-vectors.ts';
import { tlv } from './tlv.ts';

const KEY_ACCOUNT = tlv('00', 'br.gov.bcb.pix') + tlv('01', '12345678909');

/** A static payload from parts, with a correct CRC; each part can be replaced or dropped (''). */
function payload(
  parts: Partial<
    Record<'00' | '01' | '26' | '52' | '53' | '54' | '58' | '59' | '60' | '62' | 'extra', string>
  >,
): string {
  const part = (id: keyof typeof parts, fallback: string): string =>
    id in parts ? (parts[id] ?? '') : fallback;
  return withCrc(
    part('00', tlv('00', '01')) +
      part('01', '') +
      part('26', tlv('26', KEY_ACCOUNT)) +
      part('52', tlv('52', '0000')) +
      part('53', tlv('53', '986')) +
      part('54', '') +
      part('58', tlv('58', 'BR')) +
      part('59', tlv('59', 'Fulano de Tal')) +
      part('60', tlv('60', 'BRASILIA')) +
      part('62', tlv('62', tlv('05', '***'))) +
      part('extra', ''),
  );
}

describe('parseBrCode: CRC and marker', () => {
  it('refuses a code with one character changed', () => {
    expect(reason(MANUAL_STATIC.replace('Fulano', 'Fulana'))).toBe('crc');
    expect(reason(MANUAL_STATIC.replace('BRASILIA', 'BRASILIO'))).toBe('crc');
    expect(reason(MANUAL_DYNAMIC.replace('8b3da2f3', '8b3da2f4'))).toBe('crc');
    expect(reason(MANUAL_STATIC.replace(/1D3D$/, '1D3E'))).toBe('crc');
  });

  it('refuses every single-character change in the body of the manual example', () => {
    const body = MANUAL_STATIC.slice(0, -4);
    for (let i = 0; i < body.length; i++) {
      const char = body[i] === 'x' ? 'y' : 'x';
      const changed = body.slice(0, i) + char + body.slice(i + 1) + MANUAL_STATIC.slice(-4);
      const result = reason(changed);
      expect(result, `position ${i}`).toBeDefined();
      // A change inside the marker makes it not Pix before the CRC is even read.
      expect(['crc', 'not-pix', 'format'], `position ${i}: ${result}`).toContain(result);
    }
  });

  it('accepts the CRC written in lower case', () => {
    expect(parsed(MANUAL_STATIC.replace(/1D3D$/, '1d3d')).kind).toBe('static');
  });

  it('refuses text without the br.gov.bcb.pix marker as not-pix', () => {
    expect(reason('hello')).toBe('not-pix');
    expect(reason('https://pix.example.com/qr/1234')).toBe('not-pix');
    expect(reason('23793381286000782713695000063305975520000370000')).toBe('not-pix');
    expect(reason(edited(MANUAL_STATIC, 'br.gov.bcb.pix', 'br.gov.bcb.xyz'))).toBe('not-pix');
  });

  it('refuses a code whose marker is outside a merchant account template', () => {
    const code = payload({
      '26': tlv('26', tlv('00', 'br.com.outro') + tlv('01', '123')),
      '59': tlv('59', 'br.gov.bcb.pix'),
    });
    expect(reason(code)).toBe('not-pix');
  });

  it('refuses empty text as format', () => {
    expect(reason('')).toBe('format');
    expect(reason('   ')).toBe('format');
  });
});

describe('parseBrCode: structure', () => {
  it('trims surrounding whitespace', () => {
    expect(parsed(` \n\t${MANUAL_STATIC}\r\n `).payload).toBe(MANUAL_STATIC);
  });

  it('accepts the template at any id of 26..51 and unknown ids anywhere', () => {
    expect(parsed(payload({ '26': tlv('51', KEY_ACCOUNT) })).key).toBe('12345678909');
    expect(parsed(payload({ extra: tlv('99', 'anything') + tlv('65', 'xyz') })).kind).toBe('static');
    expect(parsed(payload({ '26': tlv('26', `${KEY_ACCOUNT}${tlv('42', 'future')}`) })).key).toBe(
      '12345678909',
    );
    expect(
      parsed(payload({ '62': tlv('62', tlv('05', '***') + tlv('50', tlv('00', 'x'))) })).txid,
    ).toBeUndefined();
  });

  it('refuses broken TLV and misplaced or repeated objects', () => {
    // Cut inside the data objects, with a CRC that matches the damaged text.
    expect(reason(withCrc(MANUAL_STATIC.slice(10, -8)))).toBe('format');
    expect(reason(withCrc(MANUAL_STATIC.slice(0, -20)))).toBe('format');
    expect(reason(MANUAL_STATIC.slice(0, -8))).toBe('format');
    expect(reason(`${MANUAL_STATIC}00`)).toBe('format');
    expect(reason(edited(MANUAL_STATIC, '5913Fulano de Tal', '5914Fulano de Tal'))).toBe('format');
    expect(reason(payload({ '00': '' }))).toBe('format');
    expect(reason(payload({ '00': tlv('00', '02') }))).toBe('format');
    expect(reason(payload({ extra: tlv('59', 'Outro') }))).toBe('format');
    expect(reason(withCrc(`${MANUAL_STATIC.slice(0, -8)}6304ABCD${tlv('99', 'x')}`))).toBe('format');
    // A self-consistent CRC in a 63 object that is not 4 characters long.
    const long63 = `${MANUAL_STATIC.slice(0, -8)}6310AB`;
    expect(reason(`${long63}6304${crc16(`${long63}6304`)}`)).toBe('format');
  });

  it('refuses a code missing a mandatory object or with a wrong one', () => {
    for (const id of ['52', '53', '58', '59', '60', '62'] as const) {
      expect(reason(payload({ [id]: '' })), `without ${id}`).toBe('format');
    }
    expect(reason(payload({ '62': tlv('62', tlv('01', '***')) }))).toBe('format');
    expect(reason(payload({ '62': tlv('62', 'xx') }))).toBe('format');
    expect(reason(payload({ '53': tlv('53', '840') }))).toBe('format');
    expect(reason(payload({ '58': tlv('58', 'PT') }))).toBe('format');
    expect(reason(payload({ '52': tlv('52', '00A0') }))).toBe('format');
    expect(reason(payload({ '59': tlv('59', '') }))).toBe('format');
    expect(reason(payload({ '01': tlv('01', '13') }))).toBe('format');
    expect(reason(payload({ '26': tlv('26', tlv('00', 'br.gov.bcb.pix')) }))).toBe('format');
    expect(reason(payload({ '26': tlv('26', `${KEY_ACCOUNT}${tlv('03', '1234567')}`) }))).toBe('format');
  });

  it('holds name and city to 25 and 15 characters', () => {
    expect(parsed(payload({ '59': tlv('59', 'A'.repeat(25)) })).merchantName).toBe('A'.repeat(25));
    expect(reason(payload({ '59': tlv('59', 'A'.repeat(26)) }))).toBe('format');
    expect(parsed(payload({ '60': tlv('60', 'Presidente Prud') })).merchantCity).toBe('Presidente Prud');
    expect(reason(payload({ '60': tlv('60', 'Presidente Prude') }))).toBe('format');
  });

  it('reads a name with non-ASCII characters, counting characters', () => {
    expect(parsed(payload({ '59': tlv('59', 'José Ávila'), '60': tlv('60', 'São Paulo') }))).toMatchObject({
      merchantName: 'José Ávila',
      merchantCity: 'São Paulo',
    });
  });
});

describe('parseBrCode: amount, txid, key, Pix Saque', () => {
  it('reads amounts into integer centavos', () => {
    const amountOf = (text: string) => parsed(payload({ '54': tlv('54', text) })).amount;
    expect(amountOf('10.50')).toBe(1050);
    expect(amountOf('0.01')).toBe(1);
    expect(amountOf('100')).toBe(10000);
    expect(amountOf('98.')).toBe(9800);
    expect(amountOf('9999999999.99')).toBe(999_999_999_999);
  });

  it('refuses a bad amount, and zero outside Pix Saque', () => {
    for (const text of ['1,50', '1.234', '-1.00', '1.00 ', 'abc', '', '99999999999.99', '0.00', '0']) {
      expect(reason(payload({ '54': tlv('54', text) })), text).toBe('amount');
    }
  });

  it('reads the txid, *** as none, and refuses one outside 1..25 letters and digits', () => {
    const txid = (value: string) => payload({ '62': tlv('62', tlv('05', value)) });
    expect(parsed(txid('A'.repeat(25))).txid).toBe('A'.repeat(25));
    expect(parsed(txid('Pedido42abc')).txid).toBe('Pedido42abc');
    expect(parsed(txid('***')).txid).toBeUndefined();
    for (const value of ['A'.repeat(26), 'Um-Id', 'RP 2019', '**', '****', 'ção']) {
      expect(reason(txid(value)), value).toBe('txid');
    }
  });

  it('refuses a key not in the DICT form', () => {
    for (const key of [
      '123.456.789-09',
      '12345678900',
      'Fulano@Example.com',
      '123E4567-E12B-12D1-A456-426655440000',
      '11987654321',
      'some-key',
    ]) {
      expect(reason(payload({ '26': tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', key)) })), key).toBe(
        'key',
      );
    }
  });

  it('reads a Pix Saque code: the fss and an amount that may be zero or absent', () => {
    const saque = (amount: string) =>
      payload({
        '26': tlv('26', `${KEY_ACCOUNT}${tlv('03', '12345678')}`),
        '54': amount === '' ? '' : tlv('54', amount),
      });
    expect(parsed(saque('50.00'))).toMatchObject({ withdrawalFacilitator: '12345678', amount: 5000 });
    expect(parsed(saque('0.00'))).toMatchObject({ withdrawalFacilitator: '12345678', amount: 0 });
    expect(parsed(saque(''))).toMatchObject({ withdrawalFacilitator: '12345678', amount: undefined });
  });
});

describe('normalizePastedCode', () => {
  it('turns %20 into spaces and trims, so an escaped code parses', () => {
    const escaped = ` ${MANUAL_STATIC.replace('Fulano de Tal', 'Fulano%20de%20Tal')}\n`;
    expect(reason(escaped)).not.toBeUndefined();
    expect(normalizePastedCode(escaped)).toBe(MANUAL_STATIC);
    expect(parsed(normalizePastedCode(escaped)).merchantName).toBe('Fulano de Tal');
  });

  it('leaves other text alone', () => {
    // "%2520" is an escaped "%20": only one level of escaping is undone, and not this one.
    expect(normalizePastedCode('a%2520b')).toBe('a%2520b');
    expect(normalizePastedCode('a%20%20b')).toBe('a  b');
    expect(normalizePastedCode('abc')).toBe('abc');
  });
});
