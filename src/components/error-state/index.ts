export { ErrorState, type ErrorStateProps } from './error-state';
export { errorText, type ErrorText } from './error-text';
export { loginPath } from './login-path';
