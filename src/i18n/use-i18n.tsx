import { Fragment, isValidElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { MessageArgs, MessageId } from './generated';
import { i18nState, subscribeI18n, type I18nState } from './state';
import { t, type ArgsOf } from './translate';

/** A message's arguments where any of them may also be an element (a link, a name in bold). */
type RichArgs<K extends MessageId> = MessageArgs[K] extends undefined ? [] : [args: { [P in keyof MessageArgs[K]]: MessageArgs[K][P] | ReactElement }];

const MARK = '\u{E000}';

/**
 * A message with elements in its placeholders: the text is formatted with markers where the
 * elements go, then cut at the markers, so the message (and a translation's word order) places them.
 */
export function rich<K extends MessageId>(id: K, ...args: RichArgs<K>): ReactNode {
  const given = (args[0] ?? {}) as Record<string, unknown>;
  const elements: ReactElement[] = [];
  const textArgs: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    if (isValidElement(value)) {
      textArgs[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    } else textArgs[name] = value;
  }
  const text = t(id, ...([textArgs] as unknown as ArgsOf<K>));
  if (elements.length === 0) return text;
  return text.split(MARK).map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{elements[Number(part)]}</Fragment>));
}

export interface I18n extends I18nState {
  t: typeof t;
  rich: typeof rich;
}

/**
 * The app's language in a component: re-renders it when the reader changes language. Components
 * read `t` from here (not from a module import) so a change of language reaches them.
 */
export function useI18n(): I18n {
  const state = useSyncExternalStore(subscribeI18n, i18nState);
  return { ...state, t, rich };
}
