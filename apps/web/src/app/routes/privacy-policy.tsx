import { PrivacyPage } from '../../features/legal/components/privacy-page.tsx';

export default PrivacyPage;
