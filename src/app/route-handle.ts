/** What a route tells the shell about itself (its `handle`). */
export interface RouteHandle {
  /** a 401 does not send the reader to sign-in: the page says so itself (frame mode, ADR 102) */
  ownSignIn?: boolean;
}
