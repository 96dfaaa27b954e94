import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../lazy-named';

const AuthLayout = lazyNamed(() => import('../layouts/auth-layout'), 'AuthLayout');
const LoginPage = lazyNamed(() => import('@/features/auth/components/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(
  () => import('@/features/auth/components/register-page'),
  'RegisterPage',
);

export const authRoutes: RouteObject = {
  path: 'auth',
  element: <AuthLayout />,
  children: [
    { index: true, element: <Navigate to="login" replace /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'register', element: <RegisterPage /> },
  ],
};
