import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../lazy-named';

const AuthLayout = lazyNamed(() => import('../layouts/auth-layout'), 'AuthLayout');
const LoginPage = lazyNamed(() => import('@/features/auth/components/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(
  () => import('@/features/auth/components/register-page'),
  'RegisterPage',
);
const ForgotPasswordPage = lazyNamed(
  () => import('@/features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyNamed(
  () => import('@/features/auth/components/verify-email-page'),
  'VerifyEmailPage',
);

export const authRoutes: RouteObject = {
  path: 'auth',
  element: <AuthLayout />,
  children: [
    { index: true, element: <Navigate to="login" replace /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'register', element: <RegisterPage /> },
    { path: 'forgot-password', element: <ForgotPasswordPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    { path: 'verify-email', element: <VerifyEmailPage /> },
  ],
};
