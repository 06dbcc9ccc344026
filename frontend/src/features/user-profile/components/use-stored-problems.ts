// R37's warnings under a stored phone, weight or height. Judging a phone takes the phone parser, which the
// bundler keeps with the request schemas and zod (~57 kB gzipped): the check loads after the profile's
// first paint (issue 36), so a warning shows a moment after the value, on the few members who need one.
import { useEffect, useState } from 'react';
import type { storedDetailsProblems } from '@gym/domain';

type Check = typeof storedDetailsProblems;
type Problems = ReturnType<Check>;

let loaded: Check | null = null;
let loading: Promise<Check> | null = null;
const load = (): Promise<Check> =>
  (loading ??= import('./stored-details-problems').then((module) => (loaded = module.storedDetailsProblems)));

const NONE: Problems = {};

export function useStoredProblems(details: Parameters<Check>[0]): Problems {
  const [check, setCheck] = useState<Check | null>(() => loaded);
  useEffect(() => {
    if (check === null) void load().then((next) => setCheck(() => next));
  }, [check]);
  return check === null ? NONE : check(details);
}
