import { ACCOUNT_API } from '@painpoint/contracts/account-constants';

/** Every URL of the site in one place (spec §2 routes, spelled as the spec spells them). */
export const paths = {
  home: '/',
  about: '/about-us',
  terms: '/terms-condition',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  contact: '/contact-us',
  login: '/login',
  register: '/register',
  profile: '/profile',
  forgotPassword: '/forgot-password',
  /** The e-mailed link lands here with the token in the fragment (#token=…), never sent to servers. */
  resetPassword: '/reset-password',
  /** After a phone code was verified: the new password (the spec's doubled name). */
  resetPasswordStep: '/reset-password-reset-password',
  resetPasswordPhone: '/reset-password-phone',
  resetPasswordPhoneConfirm: '/reset-password-confirmation-phone',
  setPassword: '/set-password/:slug',
  assessmentStart: '/man-body',
  figure: '/man-body',
  painLocation: '/pain-loaction-body',
  sexAgeWeight: '/gender-age-weight',
  ageWeight: '/weight-age',
  steps: '/steps-by-location',
  suggested: '/suggested-diagnosis',
  testResult: '/test-result',
  videos: '/video-test-result',
  testsAndTreatments: '/test-and-treatment',
} as const;

/** Every API URL the web app calls. */
export const apiPaths = {
  /** The account calls, as the contract names them (shared with the server, so the two cannot drift). */
  account: ACCOUNT_API,
  siteConfig: '/api/site-config/',
  diseases: (location: string) => `/diagnosis/get-diseases/${encodeURIComponent(location)}/`,
  steps: (location: string) => `/diagnosis/get-diagnosis-step/${encodeURIComponent(location)}/`,
  videos: (names: readonly string[]) =>
    `/diagnosis/get-video-by-disease/?diseases=${encodeURIComponent(names.join(','))}`,
  condition: (name: string) => `/diagnosis/get-condition/${encodeURIComponent(name)}/`,
  testsAndTreatments: '/diagnosis/get-tests-and-treatments/',
} as const;
