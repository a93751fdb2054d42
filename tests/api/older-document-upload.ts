import type { TestMember } from './member-session';
import { multipartBody } from './sample-files';
import type { TestServer } from './test-server';

/** The older flow's identity documents every applicant files (spec §3): ID card front and back, selfie with the ID. */
export const OLDER_IDENTITY_DOCUMENTS = ['1_1', '1_2', '3'] as const;

/** Files one older-flow document (`POST /images/{docType}`) for the member; the upload must be taken (200). */
export async function fileOlderDocument(
  server: TestServer,
  member: TestMember,
  docType: string,
  jpeg: Buffer,
): Promise<void> {
  const body = await multipartBody(
    {},
    { field: 'data', name: `${docType}.jpg`, type: 'image/jpeg', bytes: jpeg },
  );
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/v2/images/${docType}?access_token=${member.token}&docType=${docType}`,
    ...body,
  });
  expect([docType, res.statusCode]).toEqual([docType, 200]);
}
