import { expect, it } from 'vitest';
import type { PhoneOperators, TopUpOrder } from './phone-operators.ts';

/** An area code the aggregator serves, a top-up it confirms and one it refuses. */
export interface PhoneOperatorsSamples {
  ddd: string;
  confirmed: TopUpOrder;
  refused: TopUpOrder;
}

/** What the bank relies on from any recharge aggregator. */
export function phoneOperatorsContract(operators: PhoneOperators, samples: PhoneOperatorsSamples): void {
  it('names the operators of an area code once each, and sells each top-up at a fixed amount in centavos', async () => {
    const list = await operators.operatorsFor(samples.ddd);
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((op) => op.id)).size).toBe(list.length);
    for (const op of list) {
      expect(op.name.trim()).not.toBe('');
      const products = await operators.productsOf(samples.ddd, op.id);
      for (const product of products ?? []) {
        expect(Number.isSafeInteger(product.amount) && product.amount > 0).toBe(true);
        expect(product.name.trim()).not.toBe('');
      }
    }
  });

  it('answers null for an operator it does not know', async () => {
    expect(await operators.productsOf(samples.ddd, 'no-such-operator')).toBeNull();
  });

  it('confirms a top-up with its reference, and answers its repeat with the same outcome', async () => {
    const first = await operators.topUp(samples.confirmed);
    expect(first.confirmed).toBe(true);
    expect(first.confirmed && first.operatorReference.trim()).toBeTruthy();
    expect(await operators.topUp(samples.confirmed)).toEqual(first);
  });

  it('refuses a top-up with a reason', async () => {
    const answer = await operators.topUp(samples.refused);
    expect(answer.confirmed).toBe(false);
    expect(!answer.confirmed && answer.reason.trim()).toBeTruthy();
  });
}
