/** The product backend's GET version (cross-cutting.md sections 7 and 9). */
export const VERSION_URL = '/api/product/version';

/** The minimal version from GET version's text: its first comma-separated item, or null when unreadable. */
export function minimalVersionOf(text: string): number | null {
  const first = text.split(',')[0]?.trim() ?? '';
  return /^\d+$/.test(first) ? Number(first) : null;
}

/**
 * Whether the app shell is older than the minimal version. A plain browser (no shell version) always
 * runs the build the server serves, so it never needs one; an unreadable version asks for nothing.
 */
export function needsUpgrade(shellVersion: string | undefined, minimal: number | null): boolean {
  if (minimal === null || !shellVersion || !/^\d+$/.test(shellVersion.trim())) return false;
  return Number(shellVersion) < minimal;
}

/** Asks the product backend; false on any failure (a version check never blocks the app). */
export async function shellNeedsUpgrade(
  shellVersion: string | undefined,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  if (!shellVersion) return false;
  try {
    const response = await fetchFn(VERSION_URL, { headers: { accept: 'text/plain' } });
    if (!response.ok) return false;
    return needsUpgrade(shellVersion, minimalVersionOf(await response.text()));
  } catch {
    return false;
  }
}
