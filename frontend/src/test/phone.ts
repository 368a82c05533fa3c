import { onTestFinished, vi } from 'vitest';

/**
 * Makes MUI's useMediaQuery see a phone (390 px wide) until the test ends: "(max-width: …)" queries above 390 px
 * match, "(min-width: …)" ones above it do not.
 */
export function onPhone(width = 390) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
