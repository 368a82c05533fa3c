import { describe, expect, it } from '@jest/globals';
import { coordinatesFromHeaders, distanceMetres } from './location-policy.service.js';

describe('distanceMetres', () => {
  it('measures Bengaluru MG Road to Cubbon Park at about 1.5 km', () => {
    const d = distanceMetres({ latitude: 12.9756, longitude: 77.6066 }, { latitude: 12.9763, longitude: 77.5929 });
    expect(d).toBeGreaterThan(1400);
    expect(d).toBeLessThan(1550);
  });

  it('is zero for the same point', () => {
    expect(distanceMetres({ latitude: 19.07, longitude: 72.87 }, { latitude: 19.07, longitude: 72.87 })).toBe(0);
  });
});

describe('coordinatesFromHeaders', () => {
  it('reads valid headers and ignores missing or bad ones', () => {
    expect(coordinatesFromHeaders({ 'x-geo-latitude': '12.97', 'x-geo-longitude': '77.59' })).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(coordinatesFromHeaders({ 'x-geo-latitude': '12.97' })).toBeUndefined();
    expect(coordinatesFromHeaders({ 'x-geo-latitude': 'north', 'x-geo-longitude': '77' })).toBeUndefined();
    expect(coordinatesFromHeaders({ 'x-geo-latitude': '95', 'x-geo-longitude': '77' })).toBeUndefined();
  });
});
