import type { MessageArgs, MessageId } from './generated';
import { i18nState } from './state';

/** The arguments `t` takes for a message: none for a plain text, else an object with each placeholder. */
export type ArgsOf<K extends MessageId> = MessageArgs[K] extends undefined ? [] : [args: MessageArgs[K]];

const reported = new Set<string>();

/**
 * The message `id` in the app's language, with its placeholders filled in. Ids and arguments are
 * checked by the compiler against the source catalog (`src/i18n/generated/`). A message whose
 * namespace is not loaded yet is a bug in the caller's route; it shows as its id and is reported once.
 */
export function t<K extends MessageId>(id: K, ...args: ArgsOf<K>): string {
  const message = i18nState().messages.get(id);
  if (message) return message(args[0]);
  if (!reported.has(id)) {
    reported.add(id);
    console.error(`i18n: no message "${id}" in "${i18nState().language}" (is its namespace loaded?)`);
  }
  return id;
}
