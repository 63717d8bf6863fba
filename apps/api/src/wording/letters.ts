/** An e-mail's own words: its subject and its paragraphs (a paragraph's lines stay together). */
export interface Letter {
  subject: string;
  paragraphs: string[][];
}

/**
 * The words of the account calls' mail and texts in one language (letters-<language>.ts, the
 * `letters` of that language's words). The envelope (recipient, greeting, the blank lines, the
 * signature) is the same in every language and put on by accounts/messages.ts.
 */
export interface Letters {
  greeting: string;
  /** Someone signed up with an address that has an account: its owner may have forgotten it. */
  accountExists(publicUrl: string, token: string): Letter;
  /** The reset link goes in the fragment, so it never reaches a server log or a Referer (decision 010). */
  resetLink(publicUrl: string, token: string): Letter;
  resetCode(code: string): string;
  /** A new account's address is proven by opening this link (decision 065); the token in the fragment. */
  verifyLink(publicUrl: string, token: string): Letter;
  /** A new account's number is proven by typing this code back on the site. */
  verifyCode(code: string): string;
  passwordChanged(publicUrl: string): Letter;
  /** The account was deleted: what went, and what to do if it was not its owner (decision 063). */
  accountDeleted(publicUrl: string): Letter;
  accountDeletedText(publicUrl: string): string;
}
