import { type CardContent, putCards } from '../services/engage-api/public.ts';
import type { Executor } from '../tables.ts';

/** Since when the sandbox's content is in force: before any date a test pins. */
const SINCE = new Date('2020-01-01T00:00:00-03:00');

/**
 * The bank's content in the sandbox (listed in README.md, "Feed content"): a banner, four home cards
 * (one only for customers without a Pix key), a welcome dialog listed for Paulo alone so no other
 * journey meets it, a dialog only a notification opens, and two reels. Written again at every start
 * (putCards), so an edit here shows up.
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
    {
      id: 'dialog-pix-night',
      placement: 'dialog',
      dialogTrigger: 'notification',
      cardType: 'ec_information',
      feedType: 'engagecards',
      audience: 'all',
      position: 2,
      title: { 'pt-BR': 'Pix à noite tem limite próprio', en: 'Pix at night has its own limit' },
      body: {
        'pt-BR':
          'Das 20h às 6h vale o limite noturno, de R$ 1.000,00 por padrão. Diminuir vale na hora; aumentar vale 24 horas depois do pedido.',
        en: 'From 8 pm to 6 am the night limit applies, R$ 1.000,00 by default. A decrease applies at once; an increase 24 hours after you ask.',
      },
      action: { label: { 'pt-BR': 'Ver meus limites', en: 'See my limits' }, path: '/pixLimits' },
      startsAt: SINCE,
    },
    {
      id: 'reel-pix-night',
      placement: 'reel',
      cardType: 'ec_information',
      feedType: 'instafeed',
      audience: 'all',
      position: 1,
      title: { 'pt-BR': 'Pix à noite', en: 'Pix at night' },
      body: {
        'pt-BR': 'Como funciona o limite do Pix entre 20h e 6h',
        en: 'How the Pix limit works between 8 pm and 6 am',
      },
      slides: [
        {
          title: { 'pt-BR': 'Das 20h às 6h, outro limite', en: 'From 8 pm to 6 am, another limit' },
          body: {
            'pt-BR':
              'À noite vale o limite noturno: R$ 1.000,00 por padrão, somando todos os Pix do período.',
            en: 'At night the night limit applies: R$ 1.000,00 by default, adding up every Pix of the period.',
          },
        },
        {
          title: { 'pt-BR': 'Diminuir vale na hora', en: 'A decrease applies at once' },
          body: {
            'pt-BR': 'Um aumento vale 24 horas depois do pedido: uma proteção contra golpes.',
            en: 'An increase applies 24 hours after you ask: a protection against scams.',
          },
        },
        {
          title: { 'pt-BR': 'Noite a partir das 22h', en: 'Night from 10 pm' },
          body: {
            'pt-BR': 'Se preferir, o período noturno pode começar às 22h em vez das 20h.',
            en: 'If you prefer, the night period can start at 10 pm instead of 8 pm.',
          },
        },
      ],
      action: { label: { 'pt-BR': 'Ajustar limites', en: 'Set limits' }, path: '/pixLimits' },
      startsAt: SINCE,
    },
    {
      id: 'reel-boleto-hours',
      placement: 'reel',
      cardType: 'ec_information',
      feedType: 'instafeed',
      audience: 'all',
      position: 2,
      title: { 'pt-BR': 'Boleto e TED', en: 'Boleto and TED' },
      body: {
        'pt-BR': 'Até que horas um boleto e uma TED saem no mesmo dia',
        en: 'Until when a boleto and a TED go out the same day',
      },
      slides: [
        {
          title: { 'pt-BR': 'Boleto até as 21h', en: 'Boleto until 9 pm' },
          body: {
            'pt-BR': 'Em dias úteis, o boleto pago até as 21h sai no mesmo dia; depois, fica agendado.',
            en: 'On working days a boleto paid by 9 pm goes out the same day; later, it is scheduled.',
          },
        },
        {
          title: { 'pt-BR': 'TED das 6h30 às 17h', en: 'TED from 6:30 am to 5 pm' },
          body: {
            'pt-BR': 'A TED sai em dias úteis, das 6h30 às 17h. Fora disso, agende para o próximo dia útil.',
            en: 'A TED goes out on working days, from 6:30 am to 5 pm. Otherwise, schedule it for the next working day.',
          },
        },
      ],
      action: { label: { 'pt-BR': 'Pagar boleto', en: 'Pay a boleto' }, path: '/boleto' },
      startsAt: SINCE,
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
