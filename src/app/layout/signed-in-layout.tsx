import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';

/** Layout of every signed-in page: the header above the route's own `<main id="main">`. */
export function SignedInLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
}
