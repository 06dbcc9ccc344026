// React.lazy for a module's named export (our files have no default exports).
import { lazy, type ComponentType } from 'react';

export function lazyNamed<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
