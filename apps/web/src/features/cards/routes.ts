import type { ComponentType } from 'react';
import { ActivateCreditCardPage } from './pages/activate-credit-card-page.tsx';
import { CardArrivalPage } from './pages/card-arrival-page.tsx';
import { CardRequestPage } from './pages/card-request-page.tsx';
import { CardsPage } from './pages/cards-page.tsx';
import { VirtualCardPage } from './pages/virtual-card-page.tsx';
import type { CardsPath } from './paths.ts';

export const routeComponents = {
  '/digitalCard': CardsPage,
  '/cardRequest': CardRequestPage,
  '/digitalCardArrival': CardArrivalPage,
  '/virtualCardInfo': VirtualCardPage,
  '/virtualCardComponent': VirtualCardPage,
  '/digitalCardCreated': VirtualCardPage,
  '/activateCreditCard': ActivateCreditCardPage,
} satisfies Record<CardsPath, ComponentType>;
