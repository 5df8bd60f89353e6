/**
 * A person's name to show: their name, or `unnamed` (the app's one word for a person nobody has
 * named, in the reader's language) when it is empty or absent.
 */
export function personLabel(name: string | undefined, unnamed: string): string {
  return name?.trim() || unnamed;
}
