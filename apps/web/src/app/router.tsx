import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '../components/layout/layout.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { paths } from '../lib/paths.ts';
import { LoginModalHost } from './login-modal-host.tsx';

// Every route but home is its own chunk, loaded when first visited.
const AboutPage = lazy(() => import('./routes/about-us.tsx'));
const TermsPage = lazy(() => import('./routes/terms-condition.tsx'));
const PrivacyPage = lazy(() => import('./routes/privacy-policy.tsx'));
const CookiePolicyPage = lazy(() => import('./routes/cookie-policy.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));
const FigurePage = lazy(() => import('./routes/man-body.tsx'));
const PainLocationPage = lazy(() => import('./routes/pain-loaction-body.tsx'));
const GenderAgeWeightPage = lazy(() => import('./routes/gender-age-weight.tsx'));
const WeightAgePage = lazy(() => import('./routes/weight-age.tsx'));
const StepsPage = lazy(() => import('./routes/steps-by-location.tsx'));
const SuggestedPage = lazy(() => import('./routes/suggested-diagnosis.tsx'));
const TestResultPage = lazy(() => import('./routes/test-result.tsx'));
const VideosPage = lazy(() => import('./routes/video-test-result.tsx'));
const TestsPage = lazy(() => import('./routes/test-and-treatment.tsx'));
const LoginPage = lazy(() => import('./routes/login.tsx'));
const RegisterPage = lazy(() => import('./routes/register.tsx'));
const ProfilePage = lazy(() => import('./routes/profile.tsx'));
const ContactPage = lazy(() => import('./routes/contact-us.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password.tsx'));
const SetPasswordPage = lazy(() => import('./routes/set-password.tsx'));
const ResetPhonePage = lazy(() => import('./routes/reset-password-phone.tsx'));
const ResetCodePage = lazy(() => import('./routes/reset-password-confirmation-phone.tsx'));
const ResetStepPage = lazy(() => import('./routes/reset-password-reset-password.tsx'));

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
