/** Every URL of the site in one place (spec §2 routes, spelled as the spec spells them). */
export const paths = {
  home: '/',
  about: '/about-us',
  terms: '/terms-condition',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  contact: '/contact-us',
  login: '/login',
  profile: '/profile',
  assessmentStart: '/man-body',
} as const;

export const apiPaths = {
  siteConfig: '/api/site-config/',
} as const;
