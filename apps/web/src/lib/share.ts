export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Shares a text with the system share sheet when there is one, otherwise copies it. */
export async function shareText(content: { title: string; text: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // fall through to copying
    }
  }
  try {
    await navigator.clipboard.writeText(`${content.title}\n${content.text}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
