import { memo, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useServices } from '../services';

interface MessageLinkProps {
  href: string;
  /** The link's text: Trans puts the words between the message's tags in here. */
  children?: ReactNode;
}

/** A link inside a translated message (`<terms>Terms of use</terms>` in locales/en.json). */
export function MessageLink({ href, children }: MessageLinkProps) {
  return <a href={href}>{children}</a>;
}

interface LegalLinksProps {
  /** A message of locales/en.json whose <terms> and <privacy> tags become the links. */
  i18nKey: string;
  className: string;
}

/**
 * A sentence that links to the brand's terms of use and privacy policy. Memoized: `<Trans>` parses
 * its message on every render, and the form it stands in re-renders with each keystroke.
 */
export const LegalLinks = memo(function LegalLinks({ i18nKey, className }: LegalLinksProps) {
  const { settings } = useServices();
  return (
    <p className={className}>
      <Trans
        i18nKey={i18nKey}
        components={{
          terms: <MessageLink href={settings.termsUrl} />,
          privacy: <MessageLink href={settings.privacyUrl} />,
        }}
      />
    </p>
  );
});
