import { HomePage } from '../home/home-page';

/** Route module for `/`: the home page, so that a view's first screen does not load it (ADR 126). */
export function Component() {
  return <HomePage />;
}
