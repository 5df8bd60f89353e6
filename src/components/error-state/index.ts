export { ErrorState, type ErrorStateProps } from './error-state';
export { loginPath } from './login-path';
