interface ImportMetaEnv {
  /** development (default), staging or production: see lib/environment.ts. */
  readonly VITE_CARTEIRA_ENV?: string;
}

/** Fixed at build time by vite.config.ts: the app's version, the commit it is built from, and when. */
declare const __CARTEIRA_BUILD__: { version: string; commit: string; builtAt: string };
