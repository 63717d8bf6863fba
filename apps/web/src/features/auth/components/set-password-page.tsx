import { useParams } from 'react-router';
import { LinkPasswordPage } from './link-password-page.tsx';

/** /set-password/{slug}: the slug is an opaque single-use token, never a user id (PRODUCT.md §2). */
export function SetPasswordPage() {
  const { slug } = useParams();
  return <LinkPasswordPage key={slug} token={slug} purpose="set" />;
}
