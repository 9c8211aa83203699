import type { ComponentType } from 'react';
import { GiftCardPage } from './pages/gift-card-page.tsx';
import type { GiftCardPath } from './paths.ts';

export const routeComponents = {
  '/giftCard': GiftCardPage,
} satisfies Record<GiftCardPath, ComponentType>;
