// Jest's stand-in for zustand (as its docs advise): every store goes back to its initial state after each test.
import { act } from '@testing-library/react';
import type * as Zustand from 'zustand';

const actual = jest.requireActual<typeof Zustand>('zustand');
const storeResets = new Set<() => void>();

function createResettable<T>(stateCreator: Zustand.StateCreator<T>) {
  const store = actual.create(stateCreator);
  const initialState = store.getInitialState();
  storeResets.add(() => store.setState(initialState, true));
  return store;
}

export const create = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  stateCreator === undefined ? createResettable : createResettable(stateCreator)) as typeof Zustand.create;

export const { createStore, useStore } = actual;

afterEach(() => {
  act(() => storeResets.forEach((reset) => reset()));
});
