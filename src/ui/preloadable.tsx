import { useEffect, useState, type ComponentType } from 'react';

/** A component whose code is its own chunk, fetched by `preload()` before a form that uses it renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk once; resolves when the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * Wraps a lazily imported component so a form can fetch it *before* it renders: `loadForm`
 * preloads the parts a form's schema and uiSchema name, so a form never shows a half-drawn field,
 * and a form that does not use a heavy widget (a date picker, the signature pad) never downloads
 * it. Rendered before its chunk arrived (a part the walk did not foresee, the member menu of the
 * first member page), it renders nothing and shows up as soon as the chunk is there. (Not
 * Suspense: a thrown promise would need a boundary around every field.)
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline) may be retried by the next render
        throw error;
      },
    );
    return pending;
  };
  function Preloaded(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => Loaded);
    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      preload().then(
        () => mounted && setComponent(() => Loaded),
        (error: unknown) => console.error('A part of the page failed to load', error),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Preloaded, { preload });
}
