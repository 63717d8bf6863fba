/**
 * English strings of the check's first screens, apart from the rest of the assessment flow's: the
 * figure page (who the check is for, the figure), the "Start again" of every page of the check and
 * what a page says when it cannot load. The figure page is the first a person taps on after Start,
 * so it loads only these (1 kB brotli instead of the whole flow's 9 kB); every other page of the
 * check loads both catalogues.
 */
export const checkEn = {
  load: {
    // docs/product.md §8, word for word.
    error: 'Something went wrong! Please try again',
    retry: 'Try again',
  },
  flow: {
    startAgain: 'Start again',
    cleared: 'Your answers were cleared.',
    restarted: 'Your answers were cleared. Your age and weight are kept.',
    confirmTitle: 'Start again?',
    confirmWhat: 'This clears the place you chose and your answers to the questions.',
    confirmKept: 'Your sex, age ({{age}}) and weight ({{weight}} kg) are kept, so you can go straight to a new place.',
    confirmKeptNoWeight: 'Your sex and age ({{age}}) are kept, so you can go straight to a new place.',
    confirmRestart: 'Start again',
    confirmClearAll: 'Clear my age and weight too',
    confirmCancel: 'Cancel',
  },
  figure: {
    title: 'Choose a body figure',
    lead: 'Say who the check is for, then pick a figure. The figure sets the sex for the questions, because some causes of pain happen only in men or only in women.',
    // Decision 068 §1: asked first, on this page, before the figure.
    forWhom: 'Who is this check for?',
    forSelf: 'Me',
    forChild: 'My child',
    forOther: 'Someone else (for example an elderly parent)',
    forRequired: 'First choose who this check is for.',
    figureFor: { self: 'Your body', child: 'Your child', other: 'Their body' },
    male: 'Male',
    female: 'Female',
    boy: 'Boy',
    girl: 'Girl',
    legend: 'Body figure',
    fromProfile: 'Chosen from your saved profile. Pick the other figure if it does not fit.',
  },
};

export type CheckCatalogue = typeof checkEn;
