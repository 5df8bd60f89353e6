/**
 * Polite and assertive live regions for one page or dialog. They are always in the DOM (a region that appears
 * together with its text is often not read), and announcing never moves focus.
 */
import { useCallback, useState } from 'react';

export interface Announcer {
  status: string;
  alert: string;
  /** "Comment posted": read when the reader is idle. */
  announce: (text: string) => void;
  /** A failure: read at once. */
  warn: (text: string) => void;
}

export function useAnnouncer(): Announcer {
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  // The same words twice in a row would not be read again: alternate a trailing no-break space.
  const announce = useCallback((text: string) => {
    setStatus((old) => (old === text ? `${text}\u00a0` : text));
    setAlert(''); // a success makes an earlier failure stale
  }, []);
  const warn = useCallback((text: string) => setAlert((old) => (old === text ? `${text}\u00a0` : text)), []);
  return { status, alert, announce, warn };
}

/** Renders the two regions, visually hidden: what they say is also visible where it happened. */
export function LiveRegions({ status, alert }: Pick<Announcer, 'status' | 'alert'>) {
  return (
    <>
      <div role="status" className="visually-hidden">
        {status}
      </div>
      <div role="alert" className="visually-hidden">
        {alert}
      </div>
    </>
  );
}
