import './account-setup.ts';
import { RequireAuth } from '../../components/require-auth.tsx';
import { ProfilePage } from '../../features/account/components/profile-page.tsx';

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
