import type { SchemaNode } from '../../validation/json-schema';
import { expandReplyExtensions } from '../../validation/reply-extensions';
import { REPLIES_PREFIX } from '../../validation/reply-types';
import { loadSchemaFiles } from '../../validation/schema-files';

/**
 * A route's reply schema by the name of its file in `schemas/api/replies/`, as a `$ref` to the
 * schema the server registered (plugins/schemas.ts): replies are serialised by that file, so a
 * field it does not declare never leaves the server.
 */
export function replyRef(name: string): { $ref: string } {
  return { $ref: `${REPLIES_PREFIX}${name}.json#` };
}

let files: Map<string, SchemaNode> | undefined;

/** The reply schema file itself, for a schema that extends its properties. */
export function replySchemaFile(name: string): SchemaNode {
  files ??= expandReplyExtensions(loadSchemaFiles());
  const schema = files.get(`${REPLIES_PREFIX}${name}.json`);
  if (!schema) throw new Error(`schemas/api/replies/${name}.json is missing`);
  return schema;
}

/** A 204 reply: success with no body. */
export const NO_CONTENT_REPLY = replyRef('no-content');

/** The reply of a call that only answers a message. */
export const MESSAGE_REPLY = replyRef('message-reply');

/**
 * A reply that is a file rather than JSON (an image, a PDF, an HTML page), in the given media
 * types; its body is sent as it is, never serialised.
 */
export function fileReply(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: replyRef('file-content') }])),
  };
}

/** A redirect: no body, the `Location` header says where to. */
export function redirectReply(description: string) {
  return { type: 'null', description } as const;
}

/** The query of a signed file link (a file, its thumbnail, a signed contract PDF): its expiry and signature. */
export const SIGNED_LINK_QUERY = {
  type: 'object',
  required: ['expires', 'signature'],
  properties: {
    expires: { type: 'integer', title: '連結期限' },
    signature: { type: 'string', title: '連結簽章', maxLength: 100 },
  },
} as const;
