/** Shows the build's RELEASE_MARKER (set only for labelled builds, e.g. the release journeys' second build). */
export function ReleaseMarker() {
  const marker = typeof __RELEASE_MARKER__ === 'string' ? __RELEASE_MARKER__ : '';
  if (!marker) return null;
  return <p data-testid="release-marker">Release {marker}</p>;
}
