import { queryOptions, useQuery } from '@tanstack/react-query';

/** One third-party package in the built app (written at build time by build/oss-licenses.ts). */
export interface OssPackage {
  name: string;
  version: string;
  license: string;
  licenseText: string | null;
}

/** Where the build wrote the list: beside index.html, fetched only when /ossComp opens. */
export const OSS_LICENSES_URL = `${import.meta.env.BASE_URL}oss-licenses.json`;

function isPackage(value: unknown): value is OssPackage {
  const v = value as Partial<OssPackage> | null;
  return (
    typeof v?.name === 'string' &&
    typeof v.version === 'string' &&
    typeof v.license === 'string' &&
    (v.licenseText === null || typeof v.licenseText === 'string')
  );
}

export async function fetchOssLicences(
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<OssPackage[]> {
  const response = await fetchFn(OSS_LICENSES_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`licences ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isPackage)) throw new Error('licences malformed');
  return body;
}

export const ossLicencesQuery = queryOptions({
  queryKey: ['profile-menu', 'oss-licences'],
  queryFn: () => fetchOssLicences(),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useOssLicences() {
  return useQuery(ossLicencesQuery);
}
