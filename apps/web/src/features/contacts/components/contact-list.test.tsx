import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contact, ContactKey } from '../../../lib/bank/contacts.ts';
import { setLocale } from '../../../lib/i18n/locale-store.ts';
import { ContactList } from './contact-list.tsx';

const key = {} as ContactKey;
const contacts: Contact[] = [
  { id: 'a', taxId: '52998224725', name: 'Ana Um', nickname: '', keys: [key] },
  { id: 'b', taxId: '52998224725', name: 'Bia Duas', nickname: '', keys: [key, key] },
];

afterEach(() => setLocale('pt-BR'));

function counts(): string[] {
  return screen
    .getAllByTestId('contact-item')
    .map((item) => item.querySelector('.contact-row__sub')?.textContent ?? '');
}

describe('contact list key counts', () => {
  it('says 1 chave and 2 chaves in Portuguese', () => {
    render(<ContactList contacts={contacts} onOpen={() => {}} />);
    expect(counts()).toEqual(['1 chave', '2 chaves']);
  });

  it('says 1 key and 2 keys in English', () => {
    act(() => setLocale('en'));
    render(<ContactList contacts={contacts} onOpen={() => {}} />);
    expect(counts()).toEqual(['1 key', '2 keys']);
  });
});
