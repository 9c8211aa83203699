import { type ComponentType, lazy } from 'react';
import type { HelpPath } from './paths.ts';

// Each page is a chunk of its own: help opens before login and is read far more than the chat is used.
export const routeComponents = {
  '/helpPage': lazy(() => import('./pages/help-page.tsx').then((m) => ({ default: m.HelpPage }))),
  '/externalHelpPage': lazy(() =>
    import('./pages/external-help-page.tsx').then((m) => ({ default: m.ExternalHelpPage })),
  ),
  '/chat': lazy(() => import('./pages/chat-page.tsx').then((m) => ({ default: m.ChatPage }))),
  '/ChatTicketDisplay': lazy(() =>
    import('./pages/tickets-page.tsx').then((m) => ({ default: m.TicketsPage })),
  ),
  '/ChatTicketCommentsPage': lazy(() =>
    import('./pages/ticket-comments-page.tsx').then((m) => ({ default: m.TicketCommentsPage })),
  ),
  '/WidgetQRPage': lazy(() =>
    import('./pages/widget-qr-page.tsx').then((m) => ({ default: m.WidgetQrPage })),
  ),
} satisfies Record<HelpPath, ComponentType>;
