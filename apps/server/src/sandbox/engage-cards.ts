import { type CardContent, putCards } from '../services/engage-api/public.ts';
import type { Executor } from '../tables.ts';

/** Since when the sandbox's content is in force: before any date a test pins. */
const SINCE = new Date('2020-01-01T00:00:00-03:00');

/**
 * The bank's content in the sandbox (listed in README.md, "Feed content"): two banners, four home
 * cards (one only for customers without a Pix key) and one welcome dialog, listed for Paulo alone so
 * no other journey meets it. Written again at every start (putCards), so an edit here shows up.
 */
export function sandboxCards(paulo: string | undefined): CardContent[] {
  return [
    {
      id: 'banner-pix-limits',
      placement: 'banner',
      cardType: 'ec_information',
      feedType: 'engagecards',
      audience: 'all',
      position: 1,
      title: { 'pt-BR': 'Seus limites de Pix, do seu jeito', en: 'Your Pix limits, your way' },
      body: {
        'pt-BR': 'Ajuste o limite do dia e da noite quando quiser.',
        en: 'Set your daytime and night limits whenever you like.',
      },
      action: { label: { 'pt-BR': 'Ajustar limites', en: 'Set limits' }, path: '/pixLimits' },
      startsAt: SINCE,
    },
    {
      id: 'card-pix-key',
      placement: 'card',
      cardType: 'ec_dataenrichment',
      feedType: 'engagecards',
      audience: 'no_pix_key',
      position: 1,
      title: { 'pt-BR': 'Cadastre sua chave Pix', en: 'Register your Pix key' },
      body: {
        'pt-BR': 'Receba transferências na hora usando seu CPF, celular ou e-mail.',
        en: 'Receive transfers instantly with your CPF, phone or e-mail.',
      },
      action: { label: { 'pt-BR': 'Cadastrar chave', en: 'Register key' }, path: '/myPixKeysComponent' },
      startsAt: SINCE,
    },
    {
      id: 'card-recharge',
      placement: 'card',
      cardType: 'ec_offers',
      feedType: 'engagecards',
      audience: 'all',
      position: 2,
      title: { 'pt-BR': 'Recarga de celular sem sair do app', en: 'Top up your phone from the app' },
      body: {
        'pt-BR': 'Escolha a operadora e o valor, e pague com o saldo da conta.',
        en: 'Pick the operator and the amount, and pay from your balance.',
      },
      action: { label: { 'pt-BR': 'Fazer recarga', en: 'Top up' }, path: '/cellularRecharge' },
      startsAt: SINCE,
    },
    {
      id: 'card-market-optin',
      placement: 'card',
      cardType: 'ec_optin',
      feedType: 'engagecards',
      audience: 'all',
      position: 3,
      title: { 'pt-BR': 'Quer receber nossas ofertas?', en: 'Would you like our offers?' },
      body: {
        'pt-BR': 'Você escolhe se quer ofertas e novidades, e pode mudar quando quiser.',
        en: 'You choose whether to get offers and news, and can change it at any time.',
      },
      action: { label: { 'pt-BR': 'Escolher', en: 'Choose' }, path: '/marketOptin' },
      startsAt: SINCE,
    },
    {
      id: 'card-help',
      placement: 'card',
      cardType: 'ec_information',
      feedType: 'newsfeed',
      audience: 'all',
      position: 4,
      title: { 'pt-BR': 'Dúvidas? A ajuda tem respostas', en: 'Questions? Help has answers' },
      body: {
        'pt-BR': 'Tarifas, horários e as perguntas mais comuns, a qualquer hora.',
        en: 'Fees, hours and the most common questions, at any time.',
      },
      action: { label: { 'pt-BR': 'Abrir ajuda', en: 'Open help' }, path: '/helpPage' },
      startsAt: SINCE,
    },
    {
      id: 'dialog-welcome',
      placement: 'dialog',
      cardType: 'ec_information',
      feedType: 'engagecards',
      audience: 'listed',
      position: 1,
      title: { 'pt-BR': 'Boas-vindas à Carteira', en: 'Welcome to Carteira' },
      body: {
        'pt-BR': 'Sua conta está pronta. Veja tudo o que dá para fazer em Todos os serviços.',
        en: 'Your account is ready. See everything you can do in All services.',
      },
      action: { label: { 'pt-BR': 'Ver serviços', en: 'See services' }, path: '/allServices' },
      startsAt: SINCE,
      customerIds: paulo ? [paulo] : [],
    },
  ];
}

/** Writes the sandbox's content; the welcome dialog goes to the customer with Paulo's CPF. */
export async function seedEngageCards(trx: Executor, pauloCpf: string): Promise<void> {
  const paulo = await trx.selectFrom('customer').select('id').where('cpf', '=', pauloCpf).executeTakeFirst();
  await putCards(trx, sandboxCards(paulo?.id));
}

/** The history's notifications are the past: read (the seed's history posts its movements as they were). */
export async function readSeededNotifications(trx: Executor): Promise<void> {
  await trx
    .updateTable('notification')
    .set((eb) => ({ read_at: eb.ref('created_at') }))
    .where('read_at', 'is', null)
    .execute();
}
