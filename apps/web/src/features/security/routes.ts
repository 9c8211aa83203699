import type { ComponentType } from 'react';
import { ChangePasswordPage } from './pages/change-password-page.tsx';
import { ChangePinPage } from './pages/change-pin-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { ForgotPinPage } from './pages/forgot-pin-page.tsx';
import type { SecurityPath } from './paths.ts';

/**
 * Getting back in. /forgotPassword is public and lives here, not in the auth chunk, so the login
 * page's first load does not carry it.
 */
export const routeComponents = {
  '/forgotPassword': ForgotPasswordPage,
  '/newChangePassword': ChangePasswordPage,
  '/newChangePin': ChangePinPage,
  '/newForgotPin': ForgotPinPage,
} satisfies Record<SecurityPath, ComponentType>;
