import type { ComponentType } from 'react';
import { FgtsAnticipatePage } from './pages/fgts-anticipate-page.tsx';
import { FgtsContractsPage } from './pages/fgts-contracts-page.tsx';
import { FgtsHomePage } from './pages/fgts-home-page.tsx';
import { FgtsVideoTutorialPage } from './pages/fgts-video-tutorial-page.tsx';
import type { FgtsPath } from './paths.ts';

/** The FGTS anniversary-withdrawal advance. */
export const routeComponents = {
  '/fgtsHome': FgtsHomePage,
  '/fgtsVideoTutorial': FgtsVideoTutorialPage,
  '/fgtsAnticipate': FgtsAnticipatePage,
  '/fgtsContracts': FgtsContractsPage,
} satisfies Record<FgtsPath, ComponentType>;
