import { existsSync } from 'node:fs';

/** Debian's chromium: CHROMIUM_PATH if set, else /usr/bin/chromium. Never a browser download. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
