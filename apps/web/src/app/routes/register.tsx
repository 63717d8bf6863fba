import '../setup/account-setup.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';

export default function RegisterRoute() {
  return <AuthPage mode="signup" />;
}
