import { describe, expect, it } from 'vitest';
import { figureDelta, formatFigure, formatShare, formatTalkTime } from './report-format';

describe('report formats', () => {
  it('writes amounts in INR without decimals, Indian grouping, and shares as percentages', () => {
    expect(formatFigure('inr', 1234567.6)).toBe('₹12,34,568');
    expect(formatFigure('count', 1234567)).toBe('12,34,567');
    expect(formatFigure('share', 0.4567)).toBe('45.7%');
    expect(formatFigure('ratio', 12.345)).toBe('12.3');
    expect(formatFigure('share', null)).toBe('—');
    expect(formatShare(1)).toBe('100.0%');
  });

  it('writes talk time in hours and minutes', () => {
    expect(formatTalkTime(45)).toBe('45 s');
    expect(formatTalkTime(125)).toBe('2 min');
    expect(formatTalkTime(45296)).toBe('12 h 34 min');
    expect(formatTalkTime(3600 * 1500)).toBe('1,500 h 0 min');
  });
});

describe('changes against the previous cycle', () => {
  it('gives a share\'s change in points', () => {
    expect(figureDelta('share', 0.52, 0.495)).toEqual({ direction: 'up', text: '▲ 2.5 pts', label: 'up 2.5 points on the previous cycle' });
    expect(figureDelta('share', 0.3, 0.42)).toEqual({ direction: 'down', text: '▼ 12.0 pts', label: 'down 12.0 points on the previous cycle' });
  });

  it('gives an amount\'s change in INR and a count\'s in its number', () => {
    expect(figureDelta('inr', 250000, 130000)?.text).toBe('▲ ₹1,20,000');
    expect(figureDelta('inr', 100, 1200.4)?.text).toBe('▼ ₹1,100');
    expect(figureDelta('count', 1500, 1500)).toEqual({ direction: 'same', text: 'No change', label: 'no change on the previous cycle' });
    expect(figureDelta('count', 101234, 1234)?.text).toBe('▲ 1,00,000');
  });

  it('gives none when a side is unknown', () => {
    expect(figureDelta('share', null, 0.4)).toBeNull();
    expect(figureDelta('share', 0.4, undefined)).toBeNull();
  });
});
