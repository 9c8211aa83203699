import type { FederalPrizes } from '@carteira/core/rewards';

/**
 * The Loteria Federal (Caixa), an outside party: the five main prizes of an extraction, published after
 * it is drawn. A promotion's draw reads them by its published rule (core/rewards, decision 0030).
 */
export interface LotteryResults {
  /** The prizes of the extraction on `extractionDate` (YYYY-MM-DD), or null while not published. */
  resultOf(extractionDate: string): Promise<FederalPrizes | null>;
}
