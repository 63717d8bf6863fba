const QUERY = 'diagnostic lab clinic';

/** A map search for labs and clinics; around the visitor when they share where they are. */
export function mapSearchUrl(position?: { latitude: number; longitude: number }): string {
  const q = encodeURIComponent(QUERY).replace(/%20/g, '+');
  if (!position) return `https://www.google.com/maps/search/${q}/`;
  const lat = position.latitude.toFixed(4);
  const lng = position.longitude.toFixed(4);
  return `https://www.google.com/maps/search/${q}/@${lat},${lng},14z`;
}
