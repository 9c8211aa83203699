interface ImportMetaEnv {
  /** development (default), staging or production: see lib/environment.ts. */
  readonly VITE_CARTEIRA_ENV?: string;
}
