import type { ComponentType } from 'react';
import { AddContactPage } from './pages/add-contact-page.tsx';
import { ContactsPage } from './pages/contacts-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {
  '/contacts': ContactsPage,
  '/addContact': AddContactPage,
  '/saveContactFromTransaction': AddContactPage,
};
