import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

const contentSecurityPolicy = (options: Parameters<typeof securityHeaders>[0]) => securityHeaders(options)['Content-Security-Policy']!;

function directive(csp: string, name: string): string | undefined {
  return csp.split('; ').find((d) => d.startsWith(`${name} `));
}

describe('security headers', () => {
  it('never allows inline or eval scripts', () => {
    const csp = contentSecurityPolicy({ https: true });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
  });

  it("forbids framing by default and allows the embed route's ancestors", () => {
    expect(directive(contentSecurityPolicy({ https: false }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(securityHeaders({ https: false })['X-Frame-Options']).toBe('DENY');
    const embed = securityHeaders({ https: false, frameAncestors: ['*'] });
    expect(directive(embed['Content-Security-Policy']!, 'frame-ancestors')).toBe('frame-ancestors *');
    expect(embed['X-Frame-Options']).toBeUndefined();
  });

  it('sends HSTS only over https', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('sets the baseline headers', () => {
    const headers = securityHeaders({ https: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBeTruthy();
    expect(headers['Permissions-Policy']).toBeTruthy();
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it("adds a captcha widget's origins to scripts and frames only", () => {
    const csp = contentSecurityPolicy({ https: true, widgetOrigins: ['https://challenges.cloudflare.com'] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    expect(csp.split('; ').filter((d) => d.includes('challenges.cloudflare.com'))).toHaveLength(2);
  });
});
