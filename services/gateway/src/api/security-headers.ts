import helmet from 'helmet';

/** The only third-party origins the product talks to: the music embeds of the player. */
const EMBEDS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
];

/** The distinct origins of the remotes served from elsewhere (a CDN: REMOTE_<NAME>_URL). */
export function remoteOrigins(remoteUrls: readonly string[]): string[] {
  const origins = remoteUrls.flatMap((url) => {
    try {
      return /^https?:$/.test(new URL(url).protocol) ? [new URL(url).origin] : [];
    } catch {
      return []; // a relative entry is served by this gateway: 'self'
    }
  });
  return [...new Set(origins)];
}

/**
 * `cdnOrigins`: where remotes' scripts, styles, fonts and manifests come from besides this origin,
 * asked per response (the release map, re-read while the gateway runs, may name another CDN).
 */
export function securityHeaders(baseUrl: string, cdnOrigins: () => readonly string[] = () => []) {
  const https = baseUrl.startsWith('https://');
  // One CSP source entry ('self' and every CDN origin): helmet calls it for each response.
  const selfAndCdn = () => ["'self'", ...cdnOrigins()].join(' ');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [selfAndCdn, 'https://www.youtube.com', 'https://open.spotify.com', 'https://w.soundcloud.com'],
        // antd writes its CSS-in-JS into <style> elements.
        styleSrc: [selfAndCdn, "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // A demo video may be an https .mp4/.webm on the instructor's own host (issue 18; contracts demoUrlError).
        mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
        fontSrc: [selfAndCdn, 'data:'],
        // Module Federation fetches each remote's manifest.
        connectSrc: [selfAndCdn],
        frameSrc: EMBEDS,
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
}
