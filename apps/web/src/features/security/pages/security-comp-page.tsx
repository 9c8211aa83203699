import { formatDate } from '@carteira/core/history';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { type TrustedDevice, useDevices, useRemoveDevice } from '../api/devices.ts';
import { FailureAlert } from '../components/failure-alert.tsx';
import { securityMessages } from '../messages.ts';
import { placeText } from '../place-text.ts';
import '../../../styles/flow.css';
import '../security.css';

const when = (at: string) => `${formatDate(at)} ${formatTime(at)}`;

function DeviceRow({ device, onRemove }: { device: TrustedDevice; onRemove: () => void }) {
  const t = useMessages(securityMessages);
  return (
    <li className="security__device" data-testid="security-device" data-current={device.current}>
      <span className="security__device-text">
        <span className="security__device-name">
          {device.model}
          {device.current ? <span className="security__device-badge">{t('thisDevice')}</span> : null}
        </span>
        <span className="muted" data-testid="security-device-last-use">
          {t('deviceLastUse', { date: when(device.lastUse) })}
        </span>
        {device.serialEnd ? (
          <span className="muted" data-testid="security-device-serial">
            {t('deviceSerial', { digits: device.serialEnd })}
          </span>
        ) : null}
        {device.lastPlace ? (
          <span className="muted" data-testid="security-device-place">
            {t('deviceLastPlace', { place: placeText(device.lastPlace) })}
          </span>
        ) : null}
        {device.newForPixUntil ? (
          <span className="muted">{t('deviceNewForPix', { date: when(device.newForPixUntil) })}</span>
        ) : null}
      </span>
      {device.current ? null : (
        <Button variant="outlined" onClick={onRemove} data-testid="security-device-remove">
          {t('deviceRemove')}
        </Button>
      )}
    </li>
  );
}

/**
 * /securityComp: the trusted devices with their last use; removing one ends its sessions at once (the
 * device this session runs on is not offered: leaving is the logout). Links to change password and PIN.
 */
export function SecurityCompPage() {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const goBack = useGoBack('/myAccount');
  const devices = useDevices();
  const remove = useRemoveDevice();
  const [asked, setAsked] = useState<TrustedDevice | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <>
      <TopBar title={t('securityTitle')} onBack={goBack} />
      <main className="page-content" id="main" data-testid="security-comp">
        <div className="flow-form">
          <nav className="security__links" aria-label={t('securityTitle')}>
            <Link className="security__link" to="/newChangePassword" data-testid="security-change-password">
              <Icon name="shield" size={20} />
              {t('changePasswordTitle')}
            </Link>
            <Link className="security__link" to="/newChangePin" data-testid="security-change-pin">
              <Icon name="card" size={20} />
              {t('changePinTitle')}
            </Link>
          </nav>
          <h2 className="flow-heading">{t('devicesHeading')}</h2>
          <p className="muted">{t('devicesIntro')}</p>
          {removed ? (
            <p className="pix-notice" role="status" data-testid="security-device-removed">
              {t('deviceRemoved', { model: removed })}
            </p>
          ) : null}
          <FailureAlert text={remove.error ? errorText(remove.error) : undefined} />
          {devices.isPending ? (
            <Spinner block />
          ) : devices.isError ? (
            <FailureAlert text={errorText(devices.error)} />
          ) : (
            <ul className="security__devices">
              {devices.data.map((d) => (
                <Fragment key={d.key}>
                  <DeviceRow device={d} onRemove={() => setAsked(d)} />
                  {asked?.key === d.key ? (
                    <li
                      className="security__confirm"
                      role="alertdialog"
                      aria-labelledby="security-remove-title"
                      data-testid="security-remove-confirm"
                      ref={(el) => el?.scrollIntoView({ block: 'nearest' })}
                    >
                      <h3 id="security-remove-title">{t('deviceRemoveTitle', { model: asked.model })}</h3>
                      <p className="muted">{t('deviceRemoveText')}</p>
                      <Button
                        loading={remove.isPending}
                        data-testid="security-remove-yes"
                        onClick={() =>
                          remove.mutate(asked.key, {
                            onSuccess: () => {
                              setRemoved(asked.model);
                              setAsked(null);
                            },
                          })
                        }
                      >
                        {t('deviceRemove')}
                      </Button>
                      <Button
                        variant="outlined"
                        onClick={() => setAsked(null)}
                        data-testid="security-remove-no"
                      >
                        {t('deviceKeep')}
                      </Button>
                    </li>
                  ) : null}
                </Fragment>
              ))}
            </ul>
          )}
        </div>
      </main>
    </>
  );
}
