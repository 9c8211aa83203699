import type { ComponentType } from 'react';
import { ProfileDetailsPage } from './pages/profile-details-page.tsx';
import type { ProfilePath } from './paths.ts';

/** Profile edits: the e-mail, the mobile phone and the mailing address. */
export const routeComponents = {
  '/profileDetails': ProfileDetailsPage,
} satisfies Record<ProfilePath, ComponentType>;
