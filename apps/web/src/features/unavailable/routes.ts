import type { ComponentType } from 'react';
import { NotAvailablePage } from './pages/not-available-page.tsx';

export const routeComponents: Readonly<Record<string, ComponentType>> = {};
export const fallback: ComponentType = NotAvailablePage;
