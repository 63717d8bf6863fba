import '../setup/account-setup.ts';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';

export default ContactPage;
