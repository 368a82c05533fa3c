import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Loads the page's code; a page first rendered after this resolved renders at once. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` for a page, with a preload. A lazy page suspends on its first render even when its code is already
 * in (index.html preloads a first screen's code), and React then holds the page back until 300 ms after its
 * fallback showed (its throttle for revealing suspended content): on a first load, 0.3 s between the shell and the
 * page. main.tsx preloads the first screen before the app renders, so it renders with the shell.
 * A page that has rendered lazily stays lazy (switching would remount it).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | undefined;
  let renderedLazily = false;
  const Page = (props: P) => {
    if (loaded) return createElement(loaded, props);
    renderedLazily = true;
    return createElement(Lazy, props);
  };
  Page.preload = async () => {
    const { default: component } = await load();
    if (!renderedLazily) loaded = component;
  };
  return Page;
}
