/**
 * The custodian that registers the guarantee's CDB in the customer's name (as a B3 registration does)
 * once the contract is signed and the money moved. A registration left pending does not undo the
 * contract: the signature answers FINALIZADA_COM_ERROS (a success, wallet.md section 4) with the
 * pending step named, and the bank registers it later. Production refuses until a real adapter exists.
 */
export interface CustodyAnswer {
  /** False when the custodian left the registration pending. */
  registered: boolean;
}

export interface GuaranteeCustody {
  register(input: { cpf: string; amount: number }): CustodyAnswer;
}
