/** What the map searches for: "near me" lets the map place it where the visitor is. */
const QUERY = 'diagnostic labs and clinics near me';

/**
 * The map search of "Find labs and clinics near me": Google Maps' documented cross-platform URL,
 * which opens the Maps app on a phone that has it and the website elsewhere. It carries no
 * position: the map asks for the visitor's location itself, so PainPoint never sees it, and the
 * link opens in one tap (decision 030).
 */
export function mapSearchUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(QUERY)}`;
}
