/** What a person nobody has named (or a face of nobody yet) is called everywhere in the viewer. */
export const UNNAMED_PERSON = 'Unnamed person';

/** A person's name to show: their name, or {@link UNNAMED_PERSON} when it is empty or absent. */
export function personLabel(name: string | undefined): string {
  return name?.trim() || UNNAMED_PERSON;
}
