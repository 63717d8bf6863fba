/**
 * The home page's picture of what the product does: a figure with the sore place marked, and the
 * answer card it leads to. Inline SVG drawn from the site's colours (about 1 kB), decorative only:
 * the text beside it says the same.
 */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 240 220" aria-hidden="true" focusable="false">
      <g className="hero-art-figure">
        <circle cx="70" cy="30" r="17" />
        <path d="M46 56c0-6 5-10 11-10h26c6 0 11 4 11 10v58c0 4-3 7-7 7h-2v74c0 5-4 9-9 9s-9-4-9-9v-60h-2v60c0 5-4 9-9 9s-9-4-9-9v-74h-2c-4 0-7-3-7-7z" />
        <path d="M44 58l-14 50c-1 4 1 8 5 9s8-1 9-5l10-36zM96 58l14 50c1 4-1 8-5 9s-8-1-9-5l-10-36z" />
      </g>
      <circle className="hero-art-ring" cx="82" cy="160" r="13" />
      <circle className="hero-art-pin" cx="82" cy="160" r="6" />
      <path className="hero-art-link" d="M96 156c24-10 40-30 56-58" />
      <g className="hero-art-card">
        <rect x="130" y="40" width="100" height="118" rx="10" />
        <rect className="hero-art-flag" x="142" y="54" width="52" height="10" rx="5" />
        <rect className="hero-art-line" x="142" y="76" width="76" height="7" rx="3.5" />
        <rect className="hero-art-bar" x="142" y="90" width="62" height="7" rx="3.5" />
        <rect className="hero-art-line" x="142" y="110" width="70" height="7" rx="3.5" />
        <rect className="hero-art-bar hero-art-bar-weak" x="142" y="124" width="38" height="7" rx="3.5" />
        <rect className="hero-art-line" x="142" y="140" width="56" height="7" rx="3.5" />
      </g>
    </svg>
  );
}
