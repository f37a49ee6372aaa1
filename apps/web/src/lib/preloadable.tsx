import { type ComponentType, lazy, type ReactElement } from 'react';

/**
 * React.lazy that can start loading before its first render (`preload()`) and, once loaded, renders
 * without suspending. A screen whose chunk arrived while the session was being checked then shows at
 * once, instead of behind a spinner that React keeps up for at least 300 ms once shown. A failed load
 * (network) is retried by the next render or preload.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function Preloadable(props: P): ReactElement {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
