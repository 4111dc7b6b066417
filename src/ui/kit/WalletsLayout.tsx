import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './wallets.css';

interface WalletsLayoutProps {
  /** The page's terms, directly above the buttons that commit to them; none where the page's own line is. */
  terms: ReactNode;
  /** The wallet buttons. */
  children: ReactNode;
  /** False until the form knows which wallets it can show: the section then takes no room. */
  shown: boolean;
}

/**
 * Express checkout as every payment form lays it out: the terms, the wallet buttons, then an
 * "or pay by card" divider above the card form.
 */
export function WalletsLayout({ terms, children, shown }: WalletsLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={shown ? 'wallets' : 'wallets wallets--pending'}>
      {shown && terms && <div className="wallets__terms">{terms}</div>}
      <div className="wallets__buttons">{children}</div>
      {shown && <p className="divider wallets__divider">{t('checkoutForm.orPayByCard')}</p>}
    </div>
  );
}
