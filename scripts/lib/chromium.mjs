// Debian's Chromium (never a downloaded browser) and the flags every headless run here needs: no
// sandbox as root, software WebGL for maplibre, no background calls to hosts this machine cannot
// reach, and <site-id>.localhost (and plain localhost) pinned to the IPv4 loopback wrangler listens on.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
];
