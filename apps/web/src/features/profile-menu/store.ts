/** The app's page in the phone's store (the bank's data): where "update" leads. */
export const STORE_URL = 'https://play.google.com/store/apps/details?id=br.com.carteira.wallet';
