import { describe, expect, it } from 'vitest';
import { fromDraft, normaliseLinkHost, toDraft, validateExemptEmail, validateGeofence, validateLinkHost } from './settings-rules';

describe('office geofence rows', () => {
  const good = { name: 'Bengaluru HQ', latitude: '12.9716', longitude: '77.5946', radius_m: '200' };

  it('accepts a valid office and converts it', () => {
    expect(validateGeofence(good)).toEqual({});
    expect(fromDraft({ ...good, name: '  Bengaluru HQ ' })).toEqual({ name: 'Bengaluru HQ', latitude: 12.9716, longitude: 77.5946, radius_m: 200 });
    expect(toDraft({ name: 'A1', latitude: -1.5, longitude: 2, radius_m: 10 })).toEqual({ name: 'A1', latitude: '-1.5', longitude: '2', radius_m: '10' });
  });

  it('names every bad field', () => {
    expect(validateGeofence({ name: ' x ', latitude: '91', longitude: 'east', radius_m: '5' })).toEqual({
      name: 'Office name must be at least 2 characters',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      radius_m: 'Radius must be at least 10 metres',
    });
    expect(validateGeofence({ ...good, radius_m: '50001' }).radius_m).toBe('Radius must be at most 50000 metres');
    expect(validateGeofence({ ...good, radius_m: '' }).radius_m).toBe('Radius must be a number of metres');
    expect(validateGeofence({ ...good, latitude: '' }).latitude).toBe('Latitude must be between -90 and 90');
    expect(validateGeofence({ ...good, name: 'x'.repeat(81) }).name).toBe('Office name must be at most 80 characters');
  });
});

describe('exempt emails', () => {
  it('needs a valid email not already listed', () => {
    expect(validateExemptEmail('ops@example.com', [])).toBeNull();
    expect(validateExemptEmail('nope', [])).toBe('Please enter a valid email');
    expect(validateExemptEmail(' OPS@example.com ', ['ops@example.com'])).toBe('This email is already exempt');
  });
});

describe('allowed link hosts', () => {
  it('keeps the host of a pasted link, trimmed and in lower case', () => {
    expect(normaliseLinkHost('  Pay.Example.IN ')).toBe('pay.example.in');
    expect(normaliseLinkHost('https://Pay.Example.in/upi?amount=5000')).toBe('pay.example.in');
  });

  it('needs a host name not already allowed, as the server does', () => {
    expect(validateLinkHost('pay.example.in', [])).toBeNull();
    expect(validateLinkHost('https://pay.example.in/x', [])).toBeNull();
    expect(validateLinkHost('localhost', [])).toBe('Enter a host name such as pay.example.in');
    expect(validateLinkHost('pay example.in', [])).toBe('Enter a host name such as pay.example.in');
    expect(validateLinkHost('PAY.example.in', ['pay.example.in'])).toBe('This host is already allowed');
    const full = Array.from({ length: 50 }, (_, i) => `h${i}.example.in`);
    expect(validateLinkHost('new.example.in', full)).toBe('At most 50 link hosts can be allowed');
  });
});
