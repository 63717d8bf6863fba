import { useParams } from 'react-router';
import { LinkPasswordPage } from './link-password-page.tsx';
import { useFragmentToken } from './reset-password-page.tsx';

/**
 * /set-password/{slug}: the link the "you already have an account" mail sends is
 * /set-password/link#token=…, the token in the fragment, which never reaches a server's logs or a
 * Referer header. A token as the slug itself (links sent before) still works. Never a user id
 * (docs/product.md §10).
 */
export function SetPasswordPage() {
  const { slug } = useParams();
  const token = useFragmentToken() ?? slug;
  return <LinkPasswordPage key={token} token={token} purpose="set" />;
}
