import { useTranslation } from 'react-i18next';

const BENEFITS = ['library', 'dailyMeditation', 'dailyVideos'] as const;

/** What a member gets: the full library, a new meditation every day, daily inspirational videos. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <ul className="benefits">
      {BENEFITS.map((benefit) => (
        <li key={benefit}>{t(`benefits.${benefit}`)}</li>
      ))}
    </ul>
  );
}
