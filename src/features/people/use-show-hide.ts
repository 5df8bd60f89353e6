import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Person } from '@/api';
import { personMutations } from '@/api/people-edits';

/** "Show & hide people": the choices made so far (person id → hidden), saved in one step. */
export interface ShowHide {
  editing: boolean;
  isPending: boolean;
  start: () => void;
  cancel: () => void;
  /** whether `person` is hidden, with the choice made in this mode */
  isHidden: (person: Person) => boolean;
  set: (person: Person, hidden: boolean) => void;
  /** every unnamed person of `people` hidden, in one step */
  hideUnnamed: (people: readonly Person[]) => void;
  /** sends the changes (one bulk request where the server has it); `onDone` gets the counts */
  save: (onDone: (result: { changed: number; failed: number } | { error: unknown }) => void) => void;
}

/** The People page's show-and-hide mode. */
export function useShowHide(): ShowHide {
  const [choices, setChoices] = useState<Map<string, { person: Person; hidden: boolean }> | undefined>(undefined);
  const hide = useMutation(personMutations.hide());
  const choose = (people: readonly Person[], hidden: boolean) =>
    setChoices((was) => {
      const next = new Map(was);
      for (const person of people) next.set(person.id, { person, hidden });
      return next;
    });
  return {
    editing: choices !== undefined,
    isPending: hide.isPending,
    start: () => setChoices(new Map()),
    cancel: () => setChoices(undefined),
    isHidden: (person) => choices?.get(person.id)?.hidden ?? person.isHidden,
    set: (person, hidden) => choose([person], hidden),
    hideUnnamed: (people) => choose(people.filter((p) => !p.name.trim()), true),
    save: (onDone) => {
      const changed = [...(choices?.values() ?? [])].filter(({ person, hidden }) => person.isHidden !== hidden);
      setChoices(undefined);
      const toHide = changed.filter((c) => c.hidden).map((c) => c.person.id);
      const toShow = changed.filter((c) => !c.hidden).map((c) => c.person.id);
      const runs = [toHide.length && hide.mutateAsync({ ids: toHide, isHidden: true }), toShow.length && hide.mutateAsync({ ids: toShow, isHidden: false })];
      Promise.all(runs.map((run) => run || Promise.resolve({ changed: [], failed: [] })))
        .then((results) => onDone({ changed: results.reduce((n, r) => n + r.changed.length, 0), failed: results.reduce((n, r) => n + r.failed.length, 0) }))
        .catch((error: unknown) => onDone({ error }));
    },
  };
}
