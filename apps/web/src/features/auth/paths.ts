/** The login of the app for phones of other makers (wallet.md section 2, public routes; decision 0033). */
export const NON_MAKER_LOGIN = '/nonMotoDeviceLogin';

/** The routes this feature renders (wallet.md section 2); routes.ts gives each its page. */
export const PATHS = ['/newLogin', NON_MAKER_LOGIN] as const;

export type AuthPath = (typeof PATHS)[number];
