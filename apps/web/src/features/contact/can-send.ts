export interface ContactValues {
  name: string;
  email: string;
  msg: string;
}

/** docs/product.md §5: Send Message is enabled only when name, e-mail and message are all filled in. */
export const canSend = (v: ContactValues) => v.name.trim() !== '' && v.email.trim() !== '' && v.msg.trim() !== '';
