import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullNameOf, type User } from '../../../../domain/subscription';
import { Alert } from '../../../kit/Alert';
import { providerContext, subscribedLabelKey } from '../../../shared/i18n/label-keys';
import { signOut } from '../account-thunks';
import { useAppSelector } from '../../../shared/store/hooks';
import { isUnderWay, useRequest } from '../../../shared/store/use-request';
import { selectSignInProvider } from '../../../shared/store/selectors';

function initialsOf(user: User): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || user.email.trim().charAt(0) || '?').toUpperCase();
}

/** Only an https (or inline image) address loads as a picture; anything else shows the initials. */
function pictureUrlOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    if (protocol === 'https:' || (protocol === 'data:' && url.startsWith('data:image/'))) {
      return url;
    }
  } catch {
    // Not an absolute address: no picture.
  }
  return null;
}

function Avatar({ user }: { user: User }) {
  const [broken, setBroken] = useState(false);
  const picture = pictureUrlOf(user.profilePictureURL);
  if (picture && !broken) {
    // The name stands beside the picture, so the picture itself says nothing more.
    return (
      <img
        className="avatar"
        src={picture}
        alt=""
        width={64}
        height={64}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="avatar" aria-hidden="true">
      {initialsOf(user)}
    </span>
  );
}

/**
 * Who is signed in: picture, name, e-mail, membership, login provider, and the way out. While
 * paying it is `compact`: one line of picture, name, e-mail and Log out (the membership and the
 * provider are still read out).
 */
export function ProfileCard({ user, compact = false }: { user: User; compact?: boolean }) {
  const { t } = useTranslation();
  const provider = useAppSelector(selectSignInProvider);
  const signingOut = useRequest(signOut);
  // Signed out, the guard sends the person to /signin.
  const leaving = isUnderWay(signingOut.status);
  const providerWords = providerContext(provider);

  const logOut = () => {
    if (!leaving) void signingOut.run();
  };

  return (
    <section
      className={compact ? 'card profile-card profile-card--compact' : 'card profile-card'}
      aria-label={t('profile.card.label')}
    >
      <div className="profile-card__identity">
        <Avatar user={user} />
        <div className="profile-card__text">
          <h2 className="profile-card__name">{fullNameOf(user) ?? t('common.notAvailable')}</h2>
          <p className="profile-card__email">{user.email}</p>
          {/* Compact, the badges are read out but not drawn: one line is left for the card. */}
          <div
            className={compact ? 'profile-card__badges visually-hidden' : 'profile-card__badges'}
          >
            <span className="visually-hidden">{t('profile.card.membership')}: </span>
            <span className={user.subscribed ? 'badge badge--success' : 'badge badge--muted'}>
              {t(subscribedLabelKey(user))}
            </span>
            {providerWords && (
              <span className="profile-card__provider">
                {t('profile.card.signedInWith', { context: providerWords })}
              </span>
            )}
          </div>
        </div>
        <button
          type="button"
          className="link-button profile-card__logout"
          onClick={logOut}
          aria-disabled={leaving || undefined}
          aria-busy={leaving || undefined}
        >
          {t('logOut.label')}
        </button>
      </div>
      {signingOut.error && <Alert tone="error">{t('logOut.failed')}</Alert>}
    </section>
  );
}
