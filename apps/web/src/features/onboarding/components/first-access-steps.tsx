import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { OnboardingEvent, OnboardingState } from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';

type Dispatch = (event: OnboardingEvent) => void;

const CARDS: ReadonlyArray<{ id: string; icon: IconName; n: 1 | 2 | 3 | 4 }> = [
  { id: 'pix', icon: 'pix', n: 1 },
  { id: 'card', icon: 'card', n: 2 },
  { id: 'boleto', icon: 'boleto', n: 3 },
  { id: 'security', icon: 'shield', n: 4 },
];

/** /cardInfoComponent: the first-access cards, what the new account does, before the welcome. */
export function CardsStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  return (
    <div className="flow-form" data-testid="onboarding-cards">
      <h2 className="flow-heading">{t('cardsHeading')}</h2>
      <ul className="onboarding__cards">
        {CARDS.map((card) => (
          <li key={card.id} className="onboarding__card card" data-testid={`first-access-${card.id}`}>
            <span className="onboarding__card-icon" aria-hidden="true">
              <Icon name={card.icon} size={24} />
            </span>
            <div>
              <h3>{t(`card${card.n}Heading`)}</h3>
              <p>{t(`card${card.n}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'CARDS_SEEN' })} data-testid="cards-next">
          {t('next')}
        </Button>
      </div>
    </div>
  );
}

/** /welcomeComponent: the welcome by name; the account's PIN is the last step. */
export function GreetingStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const firstName = state.name.trim().split(/\s+/)[0] ?? '';
  return (
    <div className="flow-form done" data-testid="onboarding-greeting">
      <div className="done__badge">
        <Icon name="user" size={36} />
      </div>
      <h2 className="done__heading">{firstName ? t('greetingName', { name: firstName }) : t('greeting')}</h2>
      <p className="done__text">{t('greetingText')}</p>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'GREETED' })} data-testid="greeting-next">
          {t('createPin')}
        </Button>
      </div>
    </div>
  );
}
