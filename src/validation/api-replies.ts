/**
 * The reply types of the wire contract, generated from `schemas/api/replies/` by the precompile
 * step: client and server both type replies with these, so a reply's shape is written once.
 */
export type * from '../../.generated/api-replies';
