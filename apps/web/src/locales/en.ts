/**
 * The canonical English strings of the app shell and the small pages. Every user-facing string
 * in a component comes from here (or from the lazily loaded legal catalogue), so the key type is
 * derived from this object and a missing key is a compile error.
 */
export const en = {
  brand: 'PainPoint',
  skipToContent: 'Skip to main content',
  // A question or a result read out with the phone's own voice (Web Speech API).
  readAloud: { start: 'Read aloud', stop: 'Stop reading' },
  nav: {
    main: 'Main',
    home: 'Home',
    about: 'About Us',
    login: 'Login',
    profile: 'Profile',
    logout: 'Logout',
    contact: 'Contact Us',
    terms: 'Terms and Conditions',
    cookies: 'Cookie Policy',
    privacy: 'Privacy Policy',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenu: 'Menu',
  },
  account: {
    loggedOut: 'You have been logged out.',
    loggedOutOnDevice: 'You are logged out on this device. You will be fully logged out when you are back online.',
  },
  theme: {
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
  },
  footer: {
    links: 'Legal and contact',
    copyright: '© 2025 PainPoint. General information only, not medical advice.',
    emergency: 'In an emergency call 112, or 108 for an ambulance.',
  },
  disclaimer: {
    title: 'Not medical advice',
    body: 'PainPoint gives general information only. It does not give medical advice, does not diagnose, and does not create a doctor–patient relationship. Always talk to a qualified doctor about your health. In an emergency call 112, or 108 for an ambulance, or go to the nearest emergency department.',
  },
  offline: {
    updateReady: 'A new version of PainPoint is ready.',
    reload: 'Reload',
    title: 'You are offline',
    account: 'Logging in and creating an account need the internet. Try again when you are back online.',
    contact: 'You can still write your message: it is kept on this device and sent when you are back online.',
    videos: 'Videos need the internet. Try again when you are back online.',
    map: 'The map of places near you needs the internet.',
    stillWorks: 'You can still do these without the internet:',
    checkPain: 'Check where it hurts',
    testsAndTreatments: 'Read about tests and treatments',
  },
  home: {
    title: 'Find out what may be causing your pain',
    lead: 'Point at where it hurts, tell us your sex, age and weight, and answer a few simple questions. PainPoint shows what may be causing the pain, how urgent it is, which tests and treatments may help, and what to do next.',
    start: 'Start the pain check',
    startHint: 'Free · about 3 minutes · no sign-up needed',
    // The emergency numbers on the home page's first screen (decision 118).
    calls: {
      label: 'Emergency phone numbers',
      title: 'An emergency? Call now:',
      call108: 'Call 108 — ambulance',
      call112: 'Call 112',
    },
    howTitle: 'How it works',
    steps: {
      where: {
        title: 'Show where it hurts',
        body: 'Choose a body figure, then tap the place that hurts — or pick it from a list.',
      },
      about: { title: 'Tell us about you', body: 'Your sex, age and weight help us weigh what is likely at your age.' },
      questions: {
        title: 'Answer a few questions',
        body: 'About 15 questions or fewer. "Not sure" is always an answer. Warning signs are asked first.',
      },
      results: {
        title: 'See what to do next',
        body: 'Possible causes ranked and explained, how urgent it is, tests and treatments, and a summary to show your doctor.',
      },
    },
    safetyTitle: 'Safety comes first',
    safetyBody:
      'If any answer suggests an emergency, PainPoint tells you at once to call 112 or 108 for an ambulance, or to go to the nearest emergency department.',
    trustTitle: 'Why you can rely on it',
    trust: {
      guidance: {
        title: 'Written from medical guidance',
        body: 'Each condition is written in plain words from the advice of health bodies such as WHO, India’s NCDC, NCVBDC and ICMR, and the NHS. Its page lists those sources and the date they were checked.',
      },
      tested: {
        title: 'Tested on patient stories',
        body: 'Every change is checked against hundreds of patient stories, many written by reviewers who never saw how it scores. A story that needs emergency care must always be sent to emergency care.',
      },
      private: {
        title: 'Your answers stay on your phone',
        body: 'If you do not sign in, your answers are scored on your own device and never leave it. No advertising trackers.',
      },
    },
    trustMore: 'How PainPoint works and who made it',
  },
  notFound: {
    title: 'Page not found',
    body: 'We could not find that page. It may have moved, or the address may be mistyped.',
    home: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    body: 'This part of the page could not be shown. Please reload the page and try again.',
    reload: 'Reload the page',
  },
  loading: 'Loading…',
};

export type Catalogue = typeof en;
