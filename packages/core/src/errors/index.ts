export {
  type BankAnswer,
  type BankFailure,
  type BankSuccess,
  ERROR_IN_SERVER_RESPONSE,
  EXECUTION_SUCCESS_TEXTS,
  HTTP_OK,
  HTTP_SERVER_ERROR,
  type HttpMethod,
  isExecutionOrHttpSuccess,
  isExecutionSuccess,
  isFinancingSuccess,
  isSessionExpired,
  NO_RESPONSE,
  readBankAnswer,
  shouldRetryWithNewKey,
} from './answer.ts';
export {
  type CatalogueEntry,
  catalogueEntry,
  ERROR_CATALOGUE,
  type ErrorContext,
  type ErrorKey,
  type ErrorMessage,
  messageForCode,
} from './catalogue.ts';
export { BankCode, type BankCodeName, type BankCodeValue, isBankCode } from './codes.ts';
export {
  type IdentityCheckFailureKey,
  identityCheckFailureKey,
  ListMessageCode,
  type ListMessageCodeValue,
} from './misc.ts';
export {
  errorMessage,
  type FailureLike,
  looksLikeHtml,
  snackbarMessage,
  textFromEmbeddedJson,
} from './snackbar.ts';
