/** @jest-environment node */
import sharp from 'sharp';
import { OcrWorkerPool } from './ocr-worker-pool';
import { photographSampleIdCard, renderSampleIdCard } from './sample-id-card';
import { createLocalIdCardReader, type LocalIdCardReader } from './tesseract-id-card-reader';

const TODAY = new Date('2025-06-01T04:00:00Z');
const FRONT = {
  idCardNo: 'A123456789',
  birth: '民國 84年 5月 5日',
  issue: '民國 109年 5月 1日 (北市) 換發',
};
const FIELDS = {
  idCardNo: 'A123456789',
  birthDate: '1995-05-05',
  issueYear: 109,
  issueMonth: 5,
  issueDay: 1,
};

describe('the local ID-card reader (tesseract, English model)', () => {
  let reader: LocalIdCardReader;
  let card: Buffer;
  beforeAll(async () => {
    reader = createLocalIdCardReader({ clock: () => TODAY, pool: new OcrWorkerPool() });
    card = await renderSampleIdCard(FRONT);
  });
  afterAll(() => reader.close());

  it('reads the ID number, the birth date and the issue date of a clean card', async () => {
    expect(await reader.read(card, 'image/png', {})).toEqual(FIELDS);
    expect(await reader.read(card, 'image/png', { onlyFront: true })).toEqual(FIELDS);
  });

  it('reads dates printed without spaces (民國84年5月5日) and another card', async () => {
    const tight = await renderSampleIdCard({
      ...FRONT,
      birth: '民國84年5月5日',
      issue: '民國109年5月1日（北市）換發',
    });
    expect(await reader.read(tight, 'image/png', {})).toEqual(FIELDS);
    const other = await renderSampleIdCard({
      idCardNo: 'F131104093',
      birth: '民國 76年 11月 23日',
      issue: '民國 107年 10月 29日 (新北市) 補發',
    });
    expect(await reader.read(other, 'image/png', {})).toEqual({
      idCardNo: 'F131104093',
      birthDate: '1987-11-23',
      issueYear: 107,
      issueMonth: 10,
      issueDay: 29,
    });
  });

  it('reads a photographed card: tilted 4°, out of focus, noisy, JPEG quality 70', async () => {
    const photo = await photographSampleIdCard(card, 4);
    expect((await sharp(photo).metadata()).format).toBe('jpeg');
    expect(await reader.read(photo, 'image/jpeg', {})).toEqual(FIELDS);
    const otherWay = await photographSampleIdCard(card, -3.5);
    expect(await reader.read(otherWay, 'image/jpeg', {})).toEqual(FIELDS);
  });

  it('reads a small photo (enlarged first) and one stored sideways with an EXIF orientation', async () => {
    const small = await sharp(card).resize({ width: 640 }).jpeg({ quality: 85 }).toBuffer();
    expect((await reader.read(small, 'image/jpeg', {}))?.idCardNo).toBe('A123456789');
    // Stored turned 90° with EXIF orientation 6 ("turn clockwise to view"), as phones save photos.
    const sideways = await sharp(card).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await reader.read(sideways, 'image/jpeg', {})).toEqual(FIELDS);
  });

  it('returns only what it read: no ID number when the checksum fails', async () => {
    const wrongDigit = await renderSampleIdCard({ ...FRONT, idCardNo: 'A123456788' });
    expect(await reader.read(wrongDigit, 'image/png', {})).toEqual({
      birthDate: '1995-05-05',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
    });
    const idOnly = await renderSampleIdCard({ idCardNo: 'F131104093' });
    expect(await reader.read(idOnly, 'image/png', {})).toEqual({ idCardNo: 'F131104093' });
  });

  it('reads nothing (null) from a card without ID number or dates, or a picture of something else', async () => {
    expect(await reader.read(await renderSampleIdCard({}), 'image/png', {})).toBeNull();
    const landscape = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 90, g: 140, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    expect(await reader.read(landscape, 'image/jpeg', {})).toBeNull();
  });

  it('reads nothing from the back side or from bytes that are no image', async () => {
    expect(await reader.read(card, 'image/png', { onlyBack: true })).toBeNull();
    const broken = Buffer.concat([card.subarray(0, 200), Buffer.alloc(200)]);
    expect(await reader.read(broken, 'image/png', {})).toBeNull();
  });
});
