import type { Locale } from '../../lib/i18n/locale-store.ts';

/**
 * The names a customer knows the screens by, for a ticket opened from an error screen ("Erro na tela
 * Pagar boleto"), in each language; a route not named here is told by its area, or not at all.
 */
const NAMES: Readonly<Record<string, readonly [string, string]>> = {
  '/newWalletLaunch': ['Início', 'Home'],
  '/allServices': ['Todos os serviços', 'All services'],
  '/myAccount': ['Minha conta', 'My account'],
  '/profileDetails': ['Dados pessoais', 'Personal details'],
  '/appSettings': ['Configurações', 'Settings'],
  '/marketOptin': ['Ofertas e novidades', 'Offers and news'],
  '/pushOptin': ['Notificações', 'Notifications'],
  '/locationConsent': ['Localização', 'Location'],
  '/pixLandingComponent': ['Pix', 'Pix'],
  '/pixSendComponent': ['Enviar Pix', 'Send a Pix'],
  '/pixQrCopyPasteComponent': ['Pix copia e cola', 'Pix copy and paste'],
  '/myPixKeysComponent': ['Minhas chaves Pix', 'My Pix keys'],
  '/registerNewKeyComponent': ['Cadastrar chave Pix', 'Register a Pix key'],
  '/pixLimits': ['Limites do Pix', 'Pix limits'],
  '/pixReceive': ['Receber por Pix', 'Receive by Pix'],
  '/pixWithdraw': ['Pix Saque', 'Pix cash withdrawal'],
  '/pixTransactionHistory': ['Extrato do Pix', 'Pix statement'],
  '/sendComponent': ['Transferir', 'Transfer'],
  '/tedTransfer': ['TED', 'TED'],
  '/newTransactionHistory': ['Extrato', 'Statement'],
  '/boleto': ['Boleto', 'Boleto'],
  '/insertBoleto': ['Pagar boleto', 'Pay a boleto'],
  '/generateBoleto': ['Gerar boleto de depósito', 'Deposit boleto'],
  '/depositLandingComponent': ['Depositar', 'Deposit'],
  '/cellularRecharge': ['Recarga de celular', 'Phone top-up'],
  '/atmWithdraw': ['Saque', 'Cash withdrawal'],
  '/dimoPayComponent': ['Pagar com QR code', 'Pay with a QR code'],
  '/digitalCard': ['Cartão de débito', 'Debit card'],
  '/virtualCardComponent': ['Cartão virtual', 'Virtual card'],
  '/creditCard': ['Cartão de crédito', 'Credit card'],
  '/invoicePayment': ['Pagar fatura', 'Pay the invoice'],
  '/financing': ['Financiar celular', 'Finance a phone'],
  '/seeInstallments': ['Parcelas do financiamento', 'Financing instalments'],
  '/contacts': ['Contatos', 'Contacts'],
  '/newChangePassword': ['Alterar senha', 'Change password'],
  '/newChangePin': ['Alterar PIN', 'Change PIN'],
  '/accountStatus': ['Situação da conta', 'Account status'],
  '/cancelAccount': ['Encerrar conta', 'Close the account'],
  '/feedback': ['Enviar opinião', 'Send feedback'],
};

/** The screen's name in the locale, or null when the route is not one the customer would know. */
export function screenName(route: string, locale: Locale): string | null {
  const names = NAMES[route];
  return names ? names[locale === 'en' ? 1 : 0] : null;
}
