import './account-setup.ts';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { RequireAuth } from '../../components/require-auth.tsx';
import { ProfilePage } from '../../features/account/components/profile-page.tsx';

export default function ProfileRoute() {
  return (
    <>
      <div className="container">
        <OfflineNotice need="account" />
      </div>
      <RequireAuth>
        <ProfilePage />
      </RequireAuth>
    </>
  );
}
