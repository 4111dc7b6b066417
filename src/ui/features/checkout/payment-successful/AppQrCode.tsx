import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a phone that scans the code lands: the page that sends it on to its own store. */
export const GET_APP_PATH = '/get-app';

/** The code's side in CSS pixels: large enough for a phone's camera held at arm's length. */
const SIZE = 132;

/**
 * The QR code of `url` as an SVG image in a data: URL, which the Content Security Policy's
 * img-src allows: dark modules on white with the four-module quiet zone scanners expect, in either
 * theme. uqr makes it, in a chunk of its own that is fetched only when a code is shown.
 */
async function qrImage(url: string): Promise<string> {
  const { renderSVG } = await import(/* webpackChunkName: "qr-code" */ 'uqr');
  return `data:image/svg+xml,${encodeURIComponent(renderSVG(url, { border: 4 }))}`;
}

/**
 * A QR code a member scans with their phone to get the app there: it opens this portal's
 * /get-app on the phone, which goes on to the App Store or Google Play. Its place is held while
 * the code is made; if the code cannot be made, the store buttons beside it stand alone.
 */
export function AppQrCode() {
  const { t } = useTranslation();
  const url = `${window.location.origin}${GET_APP_PATH}`;
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let shown = true;
    qrImage(url).then(
      (src) => shown && setImage(src),
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [url]);
  if (failed) return null;
  return (
    <figure className="app-qr">
      {image ? (
        <img
          className="app-qr__image"
          src={image}
          width={SIZE}
          height={SIZE}
          alt={t('paymentSuccessful.qrCode.alt')}
        />
      ) : (
        <span className="app-qr__image app-qr__placeholder" aria-hidden="true" />
      )}
      <figcaption className="app-qr__caption">{t('paymentSuccessful.qrCode.caption')}</figcaption>
    </figure>
  );
}
