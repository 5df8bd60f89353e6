import { LoginPage } from '../login/login-page';

/** Route module for `/login`: the sign-in page, loaded when a reader is sent there (ADR 126). */
export function Component() {
  return <LoginPage />;
}
