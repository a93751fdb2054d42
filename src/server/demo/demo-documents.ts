import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ServerContext } from '../context';
import { IMAGE_TYPES } from '../storage/sniff-content-type';
import {
  conditionSvg,
  declarationSvg,
  passbookSvg,
  portraitSvg,
  productIdSvg,
  type DemoPictureSubject,
} from './demo-document-svg';
import { signatureSvg } from './demo-signature-svg';

/** The member and case the demo files are drawn for, with the payout account their passbook shows. */
export interface DemoCaseSubject extends DemoPictureSubject {
  account: string;
}

/** How a category's demo file is drawn and named. */
interface DemoPicture {
  draw: (subject: DemoCaseSubject) => string;
  fileName: string;
}

/**
 * The demo file of each category a case collects on its way (spec §3 file categories): the
 * application's documents (4, 14–17), the 對保 selfie and signatures (20, 18, 19) and the signed
 * declaration (older code 7). Each is drawn for its member — never the category's sample picture.
 */
const PICTURES: Record<string, DemoPicture> = {
  '4': { draw: (s) => portraitSvg(s, '手持證件自拍'), fileName: 'selfie-with-id-card.jpg' },
  '14': { draw: productIdSvg, fileName: 'phone-imei.jpg' },
  '15': { draw: productIdSvg, fileName: 'computer-serial-number.jpg' },
  '16': { draw: conditionSvg, fileName: 'product-condition.jpg' },
  '17': { draw: (s) => passbookSvg(s, s.account), fileName: 'passbook-cover.jpg' },
  '18': { draw: (s) => signatureSvg(s), fileName: 'contract-signature.png' },
  '19': { draw: (s) => signatureSvg({ ...s, seed: s.seed + 1 }), fileName: 'promissory-note-signature.png' },
  '20': { draw: (s) => portraitSvg(s, '對保自拍'), fileName: 'id-verify-selfie.jpg' },
  '7': { draw: declarationSvg, fileName: 'declaration.jpg' },
};

/** Draws one category's picture: signatures as PNG (as the pad sends them), photos as JPEG. */
async function render(category: string, subject: DemoCaseSubject, blurred: boolean): Promise<Buffer> {
  const picture = PICTURES[category];
  if (!picture) throw new Error(`no demo picture for category ${category}`);
  let image = sharp(Buffer.from(picture.draw(subject)));
  // A blurred photo is what a reviewer asks to have sent again (the demo's supplement).
  if (blurred) image = image.blur(6);
  return picture.fileName.endsWith('.png')
    ? image.png().toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Stores the demo files of `categories` for a case, drawn from SVG with sharp at seed time and kept
 * through the file store like any upload (re-encoded, with a thumbnail), dated by the context's
 * clock. `blurred` lists the categories whose photo comes out blurred.
 */
export async function attachDemoFiles(
  ctx: ServerContext,
  caseId: number,
  categories: readonly string[],
  subject: DemoCaseSubject,
  blurred: readonly string[] = [],
): Promise<void> {
  for (const category of categories) {
    const bytes = await render(category, subject, blurred.includes(category));
    const stored = await ctx.files.save(Readable.from(bytes), IMAGE_TYPES);
    await ctx.db
      .insertInto('files')
      .values({
        category,
        member_id: null,
        draft_token_hash: null,
        case_id: caseId,
        guarantor_id: null,
        vehicle_loan_id: null,
        storage_key: stored.storageKey,
        thumbnail_key: stored.thumbnailKey,
        content_type: stored.contentType,
        original_name: PICTURES[category].fileName,
        size: stored.size,
        created_at: ctx.clock().toISOString(),
      })
      .execute();
  }
}
