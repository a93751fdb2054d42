import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sharedSecret } from '../storage/shared-secret';

/**
 * A member's device key: what the app files the member's drafts under on the phone, the
 * same after every login whether by ID number, LINE or a token link, so a draft typed in one session
 * is found in the next. It names no one: an HMAC of the member's row id under a secret every server
 * instance shares (server_secrets), so it cannot be worked out from an ID number, and it opens
 * nothing (it is no credential).
 */
export interface DeviceKeys {
  of(memberId: number): string;
}

/** The secret's name in server_secrets. */
const DEVICE_KEY_SECRET = 'member-device-key';

export async function openDeviceKeys(db: Kysely<Database>, now: Date): Promise<DeviceKeys> {
  const secret = await sharedSecret(db, DEVICE_KEY_SECRET, { now });
  return {
    of: (memberId) =>
      createHmac('sha256', secret).update(`member:${memberId}`).digest('base64url').slice(0, 32),
  };
}
