import { describe, expect, it } from 'vitest';
import { initialRequestState, requestReducer } from './request-flow.ts';

const employer = { cnpj: '11222333000181', name: 'Padaria', bankCode: '901', bankName: 'Banco Horizonte' };

describe('the salary portability request flow', () => {
  it('goes form, review, PIN, sending; a wrong PIN asks again; back steps back', () => {
    let s = requestReducer(initialRequestState(), { type: 'FORM_DONE', employer });
    expect(s.step).toBe('review');
    s = requestReducer(s, { type: 'CONFIRMED' });
    s = requestReducer(s, { type: 'PIN_ENTERED' });
    expect(s.step).toBe('sending');
    s = requestReducer(s, { type: 'PIN_REJECTED' });
    expect(s).toMatchObject({ step: 'pin', pinRejected: true, attempt: 1 });
    s = requestReducer(s, { type: 'BACK' });
    expect(s.step).toBe('review');
    expect(requestReducer(s, { type: 'BACK' })).toEqual({ step: 'form', employer });
  });
});
