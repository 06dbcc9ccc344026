// What use-stored-problems.ts loads after the profile's first paint: R37's check of stored values.
export { storedDetailsProblems } from '@gym/domain';
