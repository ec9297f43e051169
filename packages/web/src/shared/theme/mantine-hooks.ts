import { useId as useReactId, useSyncExternalStore } from 'react';

/*
 * Two of @mantine/hooks' hooks as this app has them (the build puts this module in their place,
 * see vite-mantine-hooks.plugin.ts). Mantine's own set a value in an effect after mount, which
 * re-renders every tab, tooltip, select, input and transition once more while a screen is being
 * committed: that serves server-rendered pages, and this app has none. These know their value at
 * the first render.
 */

/** React's id, stable from the first render (Mantine's swaps in a random one after mount). */
export const useId = (staticId?: string) => {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionNow = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

const onReducedMotionChange = (notify: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/** Whether the person asked for less motion, read at the first render and followed after. */
export const useReducedMotion = (initialValue?: boolean) =>
  useSyncExternalStore(onReducedMotionChange, reducedMotionNow, () => initialValue ?? false);
