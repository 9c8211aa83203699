import type { ComponentType } from 'react';
import { ChangePasswordPage } from './pages/change-password-page.tsx';
import { ChangePinPage } from './pages/change-pin-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { ForgotPinPage } from './pages/forgot-pin-page.tsx';
import { NewDeviceAlertPage } from './pages/new-device-alert-page.tsx';
import { SecurityCompPage } from './pages/security-comp-page.tsx';
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
  '/newDeviceAlert': NewDeviceAlertPage,
  '/securityComp': SecurityCompPage,
} satisfies Record<SecurityPath, ComponentType>;
