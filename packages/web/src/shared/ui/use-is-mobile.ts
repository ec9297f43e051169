import { useMediaQuery } from '@mantine/hooks';

/** Phones: under 768 px, the spec's mobile breakpoint (Mantine's `sm`). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

const matchesNow = () => typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY, matchesNow(), { getInitialValueInEffect: false });
