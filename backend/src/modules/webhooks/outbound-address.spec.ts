import { describe, expect, it } from '@jest/globals';
import { isPublicAddress, parseAllowedHosts, urlProblem } from './outbound-address.js';

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('urlProblem', () => {
  it('accepts a public https URL and refuses plain http to it', () => {
    expect(urlProblem('https://hooks.example.com/crm', [])).toBeNull();
    expect(urlProblem('http://hooks.example.com/crm', [])).toMatch(/https/);
  });

  it('refuses loopback, private and link-local literals and localhost unless their host is allowed', () => {
    for (const url of ['https://127.0.0.1/x', 'https://[::1]/x', 'https://169.254.169.254/latest', 'https://10.0.0.5/x', 'https://localhost/x']) {
      expect(urlProblem(url, [])).toMatch(/loopback, private or link-local/);
    }
    expect(urlProblem('http://127.0.0.1:8080/x', parseAllowedHosts('127.0.0.1, ::1'))).toBeNull();
    expect(urlProblem('http://[::1]:8080/x', parseAllowedHosts('127.0.0.1, [::1]'))).toBeNull();
  });

  it('refuses credentials, fragments and what is not a URL', () => {
    expect(urlProblem('https://user:pw@hooks.example.com/', [])).toMatch(/user name/);
    expect(urlProblem('https://hooks.example.com/#x', [])).toMatch(/fragment/);
    expect(urlProblem('hooks.example.com', [])).toMatch(/absolute/);
  });
});
