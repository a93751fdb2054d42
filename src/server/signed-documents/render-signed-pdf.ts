import type { ContractFigures } from '../../contracts/case-figures';
import { percent, twd } from '../../contracts/contract-figures';
import { articleHeading, type ContractDocument } from '../../contracts/contract-document';
import { pdfFaces } from './pdf-fonts';
import { taipeiTime } from './taipei-time';

/** What the signature page of a signed contract states besides the text. */
export interface SigningRecord {
  caseNo: string;
  /** 申請人 / 保證人 / 車貸簽署人 */
  signerRole: string;
  signerName: string;
  /** ISO time the send was accepted. */
  signedAt: string;
  /** The signature as drawn (PNG or JPEG bytes). */
  signature: Buffer;
  /** What the signer answered beyond the spec's fields on the form they signed with (none: left out). */
  answers?: readonly { label: string; value: string }[];
  /** SHA-256 of the text lines, the figures and the signature image, printed as the content's seal. */
  contentSha256: string;
}

const MARGIN = 56;
const BODY = 11;

/** The figures every signed contract repeats in its record block. */
export function figureLines(figures: ContractFigures): string[] {
  return [
    `分期金額：${twd(figures.amount)}`,
    `分期期數：${figures.installment ?? '＿＿'} 期`,
    `每期應付金額：${twd(figures.monthlyPayment)}`,
    `手續費：${twd(figures.serviceFee)}`,
    `總費用年百分率：${percent(figures.apr)}`,
  ];
}

/**
 * A signed contract as a PDF (A4): the filled text of its version, then a record block with the
 * case's figures, the signer, the time, what the signer answered beyond the spec's fields, the
 * signature image and the content's SHA-256. The PDF's
 * dates are the signing time, so the same signing renders the same bytes.
 */
export async function renderSignedPdf(
  document: ContractDocument,
  figures: ContractFigures,
  record: SigningRecord,
): Promise<Buffer> {
  // Loaded on first use: pdfkit picks its build by whether `document` exists, which breaks the
  // jsdom suites that start a server only to import it.
  const { default: PDFDocument } = await import('pdfkit');
  const faces = await pdfFaces();
  const signedAt = new Date(record.signedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${document.title}（${record.caseNo}）`,
      Author: record.signerName,
      Subject: document.version,
      Creator: 'Fenqi 分期會員中心',
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // pdfkit's types name files and buffers only; since 0.20 it also takes a parsed fontkit face.
  pdf.registerFont('body', faces.regular as unknown as Buffer);
  pdf.registerFont('bold', faces.bold as unknown as Buffer);
  const text = (line: string, size = BODY, font = 'body', gap = 4) =>
    pdf.font(font).fontSize(size).text(line, { lineGap: 2, paragraphGap: gap });

  pdf.font('bold').fontSize(18).text(document.title, { align: 'center', paragraphGap: 10 });
  for (const party of document.parties) {
    text(`${party.role}：${party.name}`, BODY, 'bold', 1);
    for (const detail of party.details) text(detail, 10, 'body', 1);
  }
  pdf.moveDown(0.5);
  for (const line of document.preamble) text(line);
  document.articles.forEach((article, index) => {
    pdf.moveDown(0.3);
    text(articleHeading(document, index), 12, 'bold', 2);
    for (const paragraph of article.paragraphs) text(paragraph);
  });
  pdf.moveDown(0.5);
  for (const line of document.closing) text(line);
  text(document.version, 9);

  pdf.addPage();
  pdf.font('bold').fontSize(14).text('簽署紀錄', { paragraphGap: 8 });
  text(`案件編號：${record.caseNo}`);
  text(`契約：${document.title}（${document.version}）`);
  for (const line of figureLines(figures)) text(line);
  text(`簽署人：${record.signerName}（${record.signerRole}）`);
  text(`簽署時間：${taipeiTime(record.signedAt)}`);
  if (record.answers && record.answers.length > 0) {
    text('簽署人填寫的其他資料：', BODY, 'bold', 2);
    for (const { label, value } of record.answers) text(`${label}：${value}`);
  }
  text('簽名：', BODY, 'bold');
  pdf.image(record.signature, { fit: [240, 120] });
  pdf.moveDown(0.5);
  text(`內容雜湊（SHA-256，契約文字、數字及簽名）：`, 9);
  text(record.contentSha256, 9);
  pdf.end();
  return done;
}
