import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useSwipe } from '../../../components/use-swipe.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';
import '../pix-pages.css';

const SLIDES: ReadonlyArray<{
  icon: IconName;
  heading: 'onboarding1Heading' | 'onboarding2Heading' | 'onboarding3Heading' | 'onboarding4Heading';
  text: 'onboarding1Text' | 'onboarding2Text' | 'onboarding3Text' | 'onboarding4Text';
}> = [
  { icon: 'pix', heading: 'onboarding1Heading', text: 'onboarding1Text' },
  { icon: 'user', heading: 'onboarding2Heading', text: 'onboarding2Text' },
  { icon: 'copy', heading: 'onboarding3Heading', text: 'onboarding3Text' },
  { icon: 'shield', heading: 'onboarding4Heading', text: 'onboarding4Text' },
];

/**
 * /pixOnboardingComponent: four steps (swipe, dots or Next) ending in the first key. Back goes one
 * step back, and off the tour from its first step; Skip opens the landing.
 */
export function PixOnboardingPage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const goBack = useGoBack('/pixLandingComponent');
  const [index, setIndex] = useState(0);
  const total = SLIDES.length;
  const last = index === total - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(total - 1, next)));
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );
  const slide = SLIDES[index] ?? SLIDES[0];
  if (!slide) return null;
  return (
    <>
      <TopBar
        title={t('onboardingTitle')}
        onBack={() => (index > 0 ? go(index - 1) : goBack())}
        action={{ type: 'none' }}
      />
      <main className="page-content" id="main" data-testid="pix-onboarding" data-step={index + 1}>
        <div className="pix-slides">
          <section
            className="pix-slide"
            aria-roledescription="slide"
            aria-label={t('onboardingStep', { n: index + 1, total })}
            {...swipe}
          >
            <span className="pix-intro__badge" aria-hidden="true">
              <Icon name={slide.icon} size={36} />
            </span>
            <p className="muted" data-testid="pix-onboarding-step">
              {t('onboardingStep', { n: index + 1, total })}
            </p>
            <h2 className="pix-slide__heading" aria-live="polite">
              {t(slide.heading)}
            </h2>
            <p className="pix-slide__text">{t(slide.text)}</p>
          </section>
          <div className="pix-slides__dots">
            {SLIDES.map((s, i) => (
              <button
                key={s.heading}
                type="button"
                className="pix-slides__dot"
                aria-label={t('onboardingDot', { n: i + 1, total })}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <div className="page-actions">
            {last ? (
              <Button
                onClick={() => navigate('/registerNewKeyComponent')}
                data-testid="pix-onboarding-create"
              >
                {t('onboardingCreate')}
              </Button>
            ) : (
              <Button onClick={() => go(index + 1)} data-testid="pix-onboarding-next">
                {t('onboardingNext')}
              </Button>
            )}
            <Button
              variant="text"
              onClick={() => navigate('/pixLandingComponent', { replace: true })}
              data-testid="pix-onboarding-skip"
            >
              {t('onboardingSkip')}
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
