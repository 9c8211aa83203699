/** A mobile operator that sells prepaid top-ups for an area code. */
export interface PhoneOperator {
  /** The operator's stable id, e.g. 'vivo'. */
  id: string;
  /** As the customer knows it, e.g. 'Vivo'. */
  name: string;
}

/** One top-up the operator sells: its name and its fixed amount in centavos. */
export interface OperatorProduct {
  name: string;
  amount: number;
}

export interface TopUpOrder {
  /** Country code, '55'. */
  ddi: string;
  ddd: string;
  /** The 9 subscriber digits. */
  number: string;
  operatorId: string;
  /** Centavos. */
  amount: number;
  /** The bank's id of the recharge, for the operator to answer a repeat with the same outcome. */
  reference: string;
}

export type TopUpAnswer =
  | { confirmed: true; operatorReference: string }
  | { confirmed: false; reason: string };

/**
 * The phone operators (through a recharge aggregator), a port: who sells top-ups for a DDD, at which
 * fixed amounts, and the top-up itself, which the operator confirms or refuses. A real deployment
 * connects an aggregator; app.ts passes the sandbox's operators in sandbox mode.
 */
export interface PhoneOperators {
  operatorsFor(ddd: string): Promise<PhoneOperator[]>;
  /** The operator's top-ups for the DDD; null when the operator does not serve it. */
  productsOf(ddd: string, operatorId: string): Promise<OperatorProduct[] | null>;
  topUp(order: TopUpOrder): Promise<TopUpAnswer>;
}
