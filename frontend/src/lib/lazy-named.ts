// React.lazy for a module's named export (our files have no default exports).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Readonly<Record<Name, ComponentType<Props>>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
