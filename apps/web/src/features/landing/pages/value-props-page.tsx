import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { landingMessages } from '../messages.ts';
import '../landing.css';

const PROPS: ReadonlyArray<{ icon: IconName; n: 1 | 2 | 3 }> = [
  { icon: 'check', n: 1 },
  { icon: 'shield', n: 2 },
  { icon: 'financing', n: 3 },
];

/** /motoPayValuePropsPage: why open an account. */
export function ValuePropsPage() {
  const t = useMessages(landingMessages);
  const navigate = useNavigate();
  return (
    <>
      <TopBar
        title={t('valuePropsTitle')}
        onBack={() => navigate('/', { replace: true, state: { direction: 'back' } })}
      />
      <main className="landing__body" id="main">
        <ul className="landing__features">
          {PROPS.map(({ icon, n }) => (
            <li key={n} className="landing__feature">
              <span className="landing__feature-icon">
                <Icon name={icon} />
              </span>
              <span className="landing__feature-text">
                {t(`valueProp${n}Title`)}
                <small>{t(`valueProp${n}Text`)}</small>
              </span>
            </li>
          ))}
        </ul>
        <div className="page-actions">
          <Button onClick={() => navigate('/newLogin')}>{t('login')}</Button>
          <Button variant="outlined" onClick={() => navigate('/userIdCreation')}>
            {t('openAccount')}
          </Button>
        </div>
      </main>
    </>
  );
}
