import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useOssLicences } from '../api/oss-licences.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

/**
 * /ossComp: the licences of the third-party packages whose code is in this build, as the build listed
 * them (never a list kept by hand); each opens to the licence text the package ships.
 */
export function OssPage() {
  const t = useMessages(profileMenuMessages);
  const licences = useOssLicences();
  return (
    <>
      <TopBar title={t('ossTitle')} />
      <main className="page-content" id="main">
        {licences.isPending ? <Spinner /> : null}
        {licences.isError ? (
          <div className="menu-section" role="alert">
            <p className="menu-row">{t('ossLoadFailed')}</p>
            <Button variant="outlined" onClick={() => void licences.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {licences.data ? (
          <>
            <p className="muted" data-testid="oss-intro">
              {t('ossIntro', { count: licences.data.length })}
            </p>
            <ul className="menu-section oss-list" data-testid="oss-list">
              {licences.data.map((pkg) => (
                <li key={`${pkg.name}@${pkg.version}`} className="oss-item">
                  <details>
                    <summary data-testid="oss-package">
                      <span>
                        {pkg.name} {pkg.version}
                      </span>
                      <span className="oss-item__licence">{pkg.license}</span>
                    </summary>
                    <pre lang={pkg.licenseText ? 'en' : undefined}>
                      {pkg.licenseText ?? t('ossNoText', { license: pkg.license })}
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </main>
    </>
  );
}
