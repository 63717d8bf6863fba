import { CookiePolicyPage } from '../../features/legal/components/cookie-policy-page.tsx';

export default CookiePolicyPage;
