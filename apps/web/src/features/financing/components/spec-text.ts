const NBSP = '\u00a0';

/**
 * A spec line as it should wrap on a narrow screen: a number and its unit never part ("108 MP",
 * "5000 mAh", "6,7 pol"), so a line breaks only between terms ("108 MP + 12 MP + 5 MP" may wrap
 * before a "+", never leave "MP" alone on a line). The plus sign stays with the term after it.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) (?=\p{L}|%)/gu, `$1${NBSP}`).replace(/\+ /g, `+${NBSP}`);
}
