// (No zod here: the app's entry asks the version before the schemas have loaded.)

/**
 * The server's version as the app's entry asked it (its JSON), before the query layer exists: a
 * person page starts its list at once and needs the server's rule for it. The query layer's
 * version query adopts this answer instead of asking again (see `serverQueries.version`).
 */
let version: Promise<unknown> | undefined;

async function ask(apiBase: string): Promise<unknown> {
  const get = (path: string) => fetch(`${apiBase}${path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  try {
    let res = await get('/server/version');
    // v1.106 knows only the older path
    if (res.status === 404) res = await get('/server-info/version');
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /server/version` (`/server-info/version` on v1.106), asked once per page load: the first
 * call asks, later ones share its answer. The JSON as sent (the caller checks its shape), or
 * `undefined` when it could not be read; a failed attempt is forgotten, so the next call asks again.
 */
export function sessionServerVersion(apiBase: string): Promise<unknown> {
  if (version) return version;
  const attempt = ask(apiBase);
  version = attempt;
  void attempt.then((answer) => {
    if (answer === undefined && version === attempt) version = undefined;
  });
  return attempt;
}

/** The version if it has been asked, without asking. */
export function knownServerVersion(): Promise<unknown> | undefined {
  return version;
}

/** Tests: forget the version. */
export function resetServerVersion(): void {
  version = undefined;
}
