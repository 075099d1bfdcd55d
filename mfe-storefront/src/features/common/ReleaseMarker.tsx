import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

/** Shows the build's RELEASE_MARKER (set only for labelled builds, e.g. the release journeys' second build). */
export function ReleaseMarker() {
  const { t } = useTranslation(STOREFRONT_NS);
  const marker = typeof __RELEASE_MARKER__ === 'string' ? __RELEASE_MARKER__ : '';
  if (!marker) return null;
  return <p data-testid="release-marker">{t('pages.release', { marker })}</p>;
}
