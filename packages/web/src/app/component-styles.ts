import type { RouteObject } from 'react-router';

/**
 * The login page paints with the few component styles it uses (main.tsx); the whole component
 * sheet (250 KB) comes with the code of any other screen, so it never blocks the first paint
 * and no screen shows unstyled.
 */
export const loadComponentStyles = () => import('./all-component-styles');

const PAINTS_WITHOUT_SHEET = new Set(['login']);

/** Every lazy route but the login page also waits for the component sheet (routes added later too). */
export const withComponentStyles = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function' && !PAINTS_WITHOUT_SHEET.has(route.path ?? '')) {
      wrapped.lazy = (async () => {
        const [module] = await Promise.all([lazy(), loadComponentStyles()]);
        return module;
      }) as typeof lazy;
    }
    if (children) wrapped.children = withComponentStyles(children);
    return wrapped;
  }) as RouteObject[];
