/*
 * A contract as data: the texts are versioned files in contracts/ read through src/contracts
 * (shared with the server, which records what was signed); this flow keeps only its imports.
 */
export type { ContractArticle, ContractDocument, ContractParty } from '../../../contracts/contract-document';
export { WIDE_SPACE, articleNumber } from '../../../contracts/contract-document';
export { PROVIDER_ADDRESS, PROVIDER_NAME } from '../../../contracts/provider';
