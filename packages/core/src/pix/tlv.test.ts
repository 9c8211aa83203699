import { describe, expect, it } from 'vitest';
import { findField, isTemplateId, parseTlv, splitTlv, tlv } from './tlv.ts';

describe('tlv', () => {
  it('encodes id, two-digit length and value', () => {
    expect(tlv('00', '01')).toBe('000201');
    expect(tlv('59', 'Fulano de Tal')).toBe('5913Fulano de Tal');
    expect(tlv('62', '')).toBe('6200');
    expect(tlv('26', 'x'.repeat(99))).toBe(`2699${'x'.repeat(99)}`);
  });

  it('refuses a value past 99 characters and an id that is not two digits', () => {
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(RangeError);
    expect(() => tlv('6', 'x')).toThrow(RangeError);
    expect(() => tlv('ab', 'x')).toThrow(RangeError);
  });
});

describe('splitTlv', () => {
  it('splits an exact sequence of data objects', () => {
    expect(splitTlv('000201010212')).toEqual([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
    ]);
    expect(splitTlv('')).toEqual([]);
  });

  it('returns null for a truncated value, a short header or non-digit id or length', () => {
    expect(splitTlv('0002')).toBeNull();
    expect(splitTlv('00020')).toBeNull();
    expect(splitTlv('000201' + '5')).toBeNull();
    expect(splitTlv('0A0201')).toBeNull();
    expect(splitTlv('00x201')).toBeNull();
    expect(splitTlv('00-101')).toBeNull();
  });

  it('counts characters (code points), not UTF-16 units', () => {
    expect(splitTlv('5903São6001X')).toEqual([
      { id: '59', value: 'São' },
      { id: '60', value: 'X' },
    ]);
  });
});

describe('parseTlv', () => {
  it('opens templates one level down and keeps unknown ids', () => {
    const fields = parseTlv('00020126180014br.gov.bcb.pix9903abc62070503***');
    expect(fields).not.toBeNull();
    expect(fields?.map((f) => f.id)).toEqual(['00', '26', '99', '62']);
    expect(findField(fields ?? [], '26')?.children).toEqual([{ id: '00', value: 'br.gov.bcb.pix' }]);
    expect(findField(fields ?? [], '62')?.children).toEqual([{ id: '05', value: '***' }]);
    // 99 is an unreserved template; "abc" is not TLV, so it stays a plain value.
    expect(findField(fields ?? [], '99')).toEqual({ id: '99', value: 'abc' });
  });

  it('knows which ids are templates', () => {
    expect(['26', '51', '62', '64', '80', '99'].every(isTemplateId)).toBe(true);
    expect(['00', '01', '04', '25', '52', '54', '59', '63', '65', '79'].some(isTemplateId)).toBe(false);
  });
});
