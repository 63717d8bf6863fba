import { NotFoundPage } from '../../features/not-found/components/not-found-page.tsx';

export default NotFoundPage;
