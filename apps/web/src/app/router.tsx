import { lazyPage } from '../lib/lazy-page.ts';
import { Route, Routes } from 'react-router';
import { Layout } from '../components/layout/layout.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { paths } from '../lib/paths.ts';
import { LoginModalHost } from './login-modal-host.tsx';

// Every route but home is its own chunk, loaded when first visited, with its strings.
const AboutPage = lazyPage(() => import('./routes/about-us.tsx'));
const TermsPage = lazyPage(() => import('./routes/terms-condition.tsx'));
const PrivacyPage = lazyPage(() => import('./routes/privacy-policy.tsx'));
const CookiePolicyPage = lazyPage(() => import('./routes/cookie-policy.tsx'));
const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'));
const FigurePage = lazyPage(() => import('./routes/man-body.tsx'));
const PainLocationPage = lazyPage(() => import('./routes/pain-loaction-body.tsx'));
const GenderAgeWeightPage = lazyPage(() => import('./routes/gender-age-weight.tsx'));
const WeightAgePage = lazyPage(() => import('./routes/weight-age.tsx'));
const StepsPage = lazyPage(() => import('./routes/steps-by-location.tsx'));
const SuggestedPage = lazyPage(() => import('./routes/suggested-diagnosis.tsx'));
const TestResultPage = lazyPage(() => import('./routes/test-result.tsx'));
const VideosPage = lazyPage(() => import('./routes/video-test-result.tsx'));
const TestsPage = lazyPage(() => import('./routes/test-and-treatment.tsx'));
const LoginPage = lazyPage(() => import('./routes/login.tsx'));
const RegisterPage = lazyPage(() => import('./routes/register.tsx'));
const ProfilePage = lazyPage(() => import('./routes/profile.tsx'));
const ContactPage = lazyPage(() => import('./routes/contact-us.tsx'));
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password.tsx'));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.tsx'));
const SetPasswordPage = lazyPage(() => import('./routes/set-password.tsx'));
const ResetPhonePage = lazyPage(() => import('./routes/reset-password-phone.tsx'));
const ResetCodePage = lazyPage(() => import('./routes/reset-password-confirmation-phone.tsx'));
const ResetStepPage = lazyPage(() => import('./routes/reset-password-reset-password.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout overlay={<LoginModalHost />} />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.cookies} element={<CookiePolicyPage />} />
        <Route path={paths.figure} element={<FigurePage />} />
        <Route path={paths.painLocation} element={<PainLocationPage />} />
        <Route path={paths.sexAgeWeight} element={<GenderAgeWeightPage />} />
        <Route path={paths.ageWeight} element={<WeightAgePage />} />
        <Route path={paths.steps} element={<StepsPage />} />
        <Route path={paths.suggested} element={<SuggestedPage />} />
        <Route path={paths.testResult} element={<TestResultPage />} />
        <Route path={paths.videos} element={<VideosPage />} />
        <Route path={paths.testsAndTreatments} element={<TestsPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.setPassword} element={<SetPasswordPage />} />
        <Route path={paths.resetPasswordPhone} element={<ResetPhonePage />} />
        <Route path={paths.resetPasswordPhoneConfirm} element={<ResetCodePage />} />
        <Route path={paths.resetPasswordStep} element={<ResetStepPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
