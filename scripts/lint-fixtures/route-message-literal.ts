// Lint fixture (scripts/lint-rules.test.ts), linted as if it were a route of the API: a message
// written in place (lines 6–8) would be English only; one taken from the words (line 9) is not.
const en = { passwordSet: 'Your new password is set.' };
const minutes = 15;
export const answers = [
  { message: 'Your new password is set.' },
  { message: `The link works for ${minutes} minutes.` },
  { message: 'Your new password ' + 'is set.' },
  { message: en.passwordSet },
];
