import type { ComponentType } from 'react';
import { AddContactPage } from './pages/add-contact-page.tsx';
import { ContactsPage } from './pages/contacts-page.tsx';
import type { ContactsPath } from './paths.ts';

export const routeComponents = {
  '/contacts': ContactsPage,
  '/addContact': AddContactPage,
  '/saveContactFromTransaction': AddContactPage,
} satisfies Record<ContactsPath, ComponentType>;
