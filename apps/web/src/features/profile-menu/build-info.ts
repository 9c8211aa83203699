/** What vite.config.ts fixed when this app was built: package.json's version, the commit, the time. */
export const BUILD: { version: string; commit: string; builtAt: string } = __CARTEIRA_BUILD__;
