import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCoupons } from '../api/coupons.ts';
import { useRedeemCoupon } from '../api/redeem-coupon.ts';
import { useRevealCoupon } from '../api/reveal-coupon.ts';
import { LoadState } from '../components/load-state.tsx';
import { brl, shortDate } from '../format.ts';
import { rewardsMessages } from '../messages.ts';
import '../rewards.css';

/** /redeemReward: the customer's coupons; reveal a code, then activate it for the next recharge. */
export function RedeemRewardPage() {
  const t = useMessages(rewardsMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const coupons = useCoupons();
  const reveal = useRevealCoupon();
  const redeem = useRedeemCoupon();
  const failure = reveal.error ?? redeem.error;
  return (
    <>
      <TopBar title={t('couponsHeading')} />
      <main className="page-content" id="main">
        <LoadState query={coupons} />
        {coupons.data && coupons.data.length === 0 ? <p className="muted">{t('noCoupons')}</p> : null}
        {failure ? (
          <p className="field-error" role="alert" data-testid="coupon-failed">
            {errorText(failure)}
          </p>
        ) : null}
        <ul className="rewards-list">
          {coupons.data?.map((coupon) => (
            <li
              key={coupon.cupomId}
              className="rewards-card"
              data-testid="reward-coupon"
              data-status={coupon.situacao}
            >
              <span className="rewards-card__head">
                <strong>{t('couponTitle', { amount: brl(coupon.valor) })}</strong>
                <span className="rewards-badge" data-status={coupon.situacao} data-testid="coupon-status">
                  {t(`coupon${coupon.situacao}`)}
                </span>
              </span>
              <span className="muted">
                {t('couponMinimum', {
                  minimum: brl(coupon.recargaMinima),
                  until: shortDate(coupon.validoAte),
                })}
              </span>
              <span className="rewards-code" data-testid="coupon-code">
                {coupon.codigo ?? t('couponHidden')}
              </span>
              {coupon.situacao === 'NOVO' ? (
                <Button
                  data-testid="coupon-reveal"
                  disabled={reveal.isPending}
                  onClick={() => reveal.mutate(coupon.cupomId)}
                >
                  {t('reveal')}
                </Button>
              ) : null}
              {coupon.situacao === 'REVELADO' ? (
                <Button
                  data-testid="coupon-redeem"
                  disabled={redeem.isPending}
                  onClick={() => redeem.mutate(coupon.cupomId)}
                >
                  {t('redeem')}
                </Button>
              ) : null}
              {coupon.situacao === 'ATIVADO' ? (
                <>
                  <span data-testid="coupon-activated">
                    {t('couponActivatedText', {
                      minimum: brl(coupon.recargaMinima),
                      amount: brl(coupon.valor),
                    })}
                  </span>
                  <Button
                    variant="outlined"
                    data-testid="coupon-recharge"
                    onClick={() => navigate('/cellularRecharge')}
                  >
                    {t('goRecharge')}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
