import { describe, expect, it } from 'vitest';
import { keptRateText } from './promise-stats';

describe('keptRateText', () => {
  it('rounds to a whole percent and shows a dash before any promise is decided', () => {
    expect(keptRateText(2 / 3)).toBe('67%');
    expect(keptRateText(1)).toBe('100%');
    expect(keptRateText(0)).toBe('0%');
    expect(keptRateText(null)).toBe('—');
    expect(keptRateText(undefined)).toBe('—');
  });
});
