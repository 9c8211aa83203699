import { defineMessages } from '../../../lib/i18n/define-messages.ts';

/** The send menu's contacts option and the receipt's save-as-contact action. */
export const pixContactsMessages = defineMessages(
  {
    destinationCONTACTS: 'Contatos',
    destinationCONTACTSText: 'Para quem você já salvou',
    contactsHeading: 'Para qual contato?',
    contactsFilter: 'Buscar pelo nome',
    contactsLoading: 'Carregando contatos',
    contactsLoadFailed: 'Não foi possível carregar seus contatos.',
    contactsEmpty: 'Você ainda não tem contatos salvos.',
    contactsNoMatch: 'Nenhum contato com esse nome.',
    contactsAdd: 'Adicionar contato',
    contactKeysHeading: 'Enviar para qual chave de {name}?',
    contactAccountKey: 'Agência {agency} · Conta {account}',
    // an account's institution by name (its code or ISPB until the bank list has it)
    contactAccountBank: '{institution}',
    contactChoose: 'Escolher {name}',
    saveContact: 'Salvar como contato',
  },
  {
    destinationCONTACTS: 'Contacts',
    destinationCONTACTSText: 'Someone you have saved',
    contactsHeading: 'Which contact?',
    contactsFilter: 'Search by name',
    contactsLoading: 'Loading contacts',
    contactsLoadFailed: 'We could not load your contacts.',
    contactsEmpty: 'You have no saved contacts yet.',
    contactsNoMatch: 'No contact with that name.',
    contactsAdd: 'Add contact',
    contactKeysHeading: 'Send to which of {name}’s keys?',
    contactAccountKey: 'Branch {agency} · Account {account}',
    contactAccountBank: '{institution}',
    contactChoose: 'Choose {name}',
    saveContact: 'Save as contact',
  },
);
