import { useSnackbar } from './snackbar.tsx';

/** The snackbar's words after copying: done, or the browser refused the clipboard. */
export interface CopyWords {
  copied: string;
  failed: string;
}

/** Copies a text to the clipboard and says so in the snackbar (or that it could not). */
export function useCopyText(words: CopyWords): (text: string) => Promise<void> {
  const snackbar = useSnackbar();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      snackbar.show({ text: words.copied, duration: 'short' });
    } catch {
      snackbar.show({ text: words.failed, tone: 'error' });
    }
  };
}
