import { penStroke, sealSvg, seededRandom, xmlText } from './demo-signature-svg';

/** The member and case a demo picture is drawn for. */
export interface DemoPictureSubject {
  name: string;
  productName: string;
  productModelNo: string | null;
  /** Varies strokes and numbers, so each case's pictures are its own. */
  seed: number;
  /** The day the picture was taken or signed, `YYYY/MM/DD`. */
  day: string;
}

const FONT = 'WenQuanYi Zen Hei, Noto Sans CJK TC, sans-serif';

/** Every demo picture says it is demo data, so nobody takes it for a real member's document. */
function demoMark(width: number, height: number): string {
  return `<text x="${width - 12}" y="${height - 12}" font-size="14" text-anchor="end" fill="#8c8c8c" font-family="${FONT}">示範影像</text>`;
}

function frame(width: number, height: number, background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  ${body}
  ${demoMark(width, height)}
</svg>`;
}

/** The product as one line: name and model. */
function productLine(subject: DemoPictureSubject): string {
  return xmlText([subject.productName, subject.productModelNo].filter(Boolean).join(' '));
}

/** Whether the product is a phone (else a computer). */
function isPhone(subject: DemoPictureSubject): boolean {
  return subject.productName.includes('手機');
}

/**
 * The member holding their ID card next to their face (category 4 at application, 20 at 對保):
 * a drawn person, the card with the name, and what the picture is for.
 */
export function portraitSvg(subject: DemoPictureSubject, caption: string): string {
  const random = seededRandom(subject.seed * 11 + 5);
  const hair = ['#2b2118', '#3b2a20', '#1d1d1d'][Math.floor(random() * 3)];
  const shirt = ['#4a78c2', '#5b8c5a', '#9a5fb0', '#c27a4a'][Math.floor(random() * 4)];
  return frame(
    480,
    640,
    '#e8eef5',
    `<rect x="0" y="0" width="480" height="420" fill="#dfe7f0"/>
  <path d="M90 640 C100 470 170 430 240 430 C310 430 380 470 390 640 Z" fill="${shirt}"/>
  <rect x="212" y="380" width="56" height="60" fill="#f1c9a5"/>
  <ellipse cx="240" cy="300" rx="92" ry="110" fill="#f4cfae"/>
  <path d="M148 290 C140 180 210 160 240 160 C300 160 345 190 334 290 C320 230 270 215 240 215 C200 215 160 235 148 290 Z" fill="${hair}"/>
  <ellipse cx="208" cy="300" rx="9" ry="6" fill="#2b2118"/>
  <ellipse cx="272" cy="300" rx="9" ry="6" fill="#2b2118"/>
  <path d="M215 350 Q240 368 265 350" stroke="#a0522d" stroke-width="4" fill="none" stroke-linecap="round"/>
  <g transform="rotate(-6 380 470)">
    <rect x="300" y="420" width="170" height="108" rx="8" fill="#fdfaf0" stroke="#7a8a9a" stroke-width="2"/>
    <text x="385" y="444" font-size="13" text-anchor="middle" fill="#2a4d7a">中華民國國民身分證</text>
    <rect x="312" y="456" width="40" height="52" fill="#d8dde3"/>
    <text x="362" y="476" font-size="13" fill="#333">姓名</text>
    <text x="362" y="498" font-size="19" fill="#111">${xmlText(subject.name)}</text>
  </g>
  <path d="M330 560 C345 520 400 500 420 520 L430 560 Z" fill="#f4cfae"/>
  <rect x="0" y="586" width="480" height="54" fill="rgba(0,0,0,0.55)"/>
  <text x="20" y="620" font-size="20" fill="#ffffff">${xmlText(caption)}\u3000${xmlText(subject.name)}\u3000${subject.day}</text>`,
  );
}

/** The product's identifying photo: a phone's IMEI screen (14) or a computer's serial label (15). */
export function productIdSvg(subject: DemoPictureSubject): string {
  const random = seededRandom(subject.seed * 13 + 7);
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  if (isPhone(subject)) {
    const imei = `35 ${digits(6)} ${digits(6)} ${digits(1)}`;
    return frame(
      640,
      480,
      '#d9cbb8',
      `<rect x="220" y="30" width="200" height="410" rx="28" fill="#1f1f1f"/>
  <rect x="232" y="58" width="176" height="354" rx="8" fill="#fafafa"/>
  <text x="320" y="110" font-size="18" text-anchor="middle" fill="#222">IMEI</text>
  <text x="320" y="146" font-size="15" text-anchor="middle" fill="#111" font-family="monospace">${imei}</text>
  <text x="320" y="196" font-size="13" text-anchor="middle" fill="#555">${xmlText(subject.productName)}</text>
  <text x="320" y="216" font-size="12" text-anchor="middle" fill="#555">${xmlText(subject.productModelNo ?? '')}</text>
  <rect x="270" y="360" width="100" height="30" rx="6" fill="#1677ff"/>
  <text x="320" y="381" font-size="14" text-anchor="middle" fill="#fff">確定</text>`,
    );
  }
  const serial = `C0${digits(2)}${String.fromCharCode(65 + Math.floor(random() * 26))}K${digits(4)}PQ`;
  return frame(
    640,
    480,
    '#cfd6dd',
    `<rect x="80" y="70" width="480" height="320" rx="18" fill="#b8bec6" stroke="#8d949c" stroke-width="3"/>
  <rect x="200" y="170" width="240" height="120" rx="6" fill="#ffffff" stroke="#666"/>
  <text x="320" y="200" font-size="15" text-anchor="middle" fill="#333">${productLine(subject)}</text>
  <text x="320" y="236" font-size="22" text-anchor="middle" fill="#111" font-family="monospace">S/N ${serial}</text>
  <path d="M220 256 h200" stroke="#111" stroke-width="10" stroke-dasharray="2 3 5 2 1 4"/>`,
  );
}

/** The product as it is now (category 16): the phone or computer on a desk. */
export function conditionSvg(subject: DemoPictureSubject): string {
  const device = isPhone(subject)
    ? `<g transform="rotate(-12 320 250)"><rect x="250" y="110" width="140" height="280" rx="22" fill="#2a2a2a"/>
    <rect x="260" y="128" width="120" height="244" rx="8" fill="#3d5a80"/>
    <circle cx="320" cy="150" r="5" fill="#111"/></g>`
    : `<path d="M150 330 L490 330 L540 380 L100 380 Z" fill="#a9b0b8"/>
    <rect x="170" y="120" width="300" height="210" rx="10" fill="#2a2a2a"/>
    <rect x="182" y="132" width="276" height="186" rx="4" fill="#3d5a80"/>`;
  return frame(
    640,
    480,
    '#efe6d8',
    `<rect x="0" y="300" width="640" height="180" fill="#c9a97c"/>
  <ellipse cx="320" cy="395" rx="230" ry="20" fill="rgba(0,0,0,0.12)"/>
  ${device}
  <text x="24" y="40" font-size="18" fill="#4a3b2a">${productLine(subject)}\u3000${subject.day}</text>`,
  );
}

/** The passbook cover (category 17): bank, the member's name and the account of the application. */
export function passbookSvg(subject: DemoPictureSubject, account: string): string {
  return frame(
    640,
    440,
    '#e9e4da',
    `<rect x="90" y="30" width="460" height="370" rx="14" fill="#2f5d50"/>
  <rect x="120" y="60" width="400" height="310" rx="8" fill="#fbf8ef"/>
  <text x="320" y="112" font-size="30" text-anchor="middle" fill="#2f5d50">臺灣銀行\u3000存摺</text>
  <path d="M150 132 h340" stroke="#2f5d50" stroke-width="2"/>
  <text x="160" y="196" font-size="22" fill="#333">戶名：</text>
  <text x="232" y="196" font-size="26" fill="#111">${xmlText(subject.name)}</text>
  <text x="160" y="252" font-size="22" fill="#333">帳號：</text>
  <text x="232" y="252" font-size="24" fill="#111" font-family="monospace">${xmlText(account)}</text>
  <text x="160" y="306" font-size="18" fill="#555">分行：營業部（0040037）</text>`,
  );
}

/**
 * The signed application declaration (申請聲明書, category 7): what the member declared, their
 * name, the day, their signature stroke and seal.
 */
export function declarationSvg(subject: DemoPictureSubject): string {
  const lines = [
    '一、本人所填各項資料及所附文件均屬真實，如有不實，願負法律責任。',
    '二、本人同意貴公司為審核本申請，蒐集、處理及利用本人之個人資料。',
    '三、本人已詳閱分期付款契約、本票及各項約定條款之內容。',
    `四、申請商品：${productLine(subject)}。`,
  ];
  const body = lines
    .map((line, i) => `<text x="56" y="${190 + i * 46}" font-size="15" fill="#222">${line}</text>`)
    .join('\n  ');
  return frame(
    640,
    820,
    '#ffffff',
    `<rect x="24" y="24" width="592" height="772" fill="none" stroke="#bfbfbf" stroke-width="2"/>
  <text x="320" y="110" font-size="36" text-anchor="middle" fill="#111">申請聲明書</text>
  ${body}
  <text x="60" y="560" font-size="21" fill="#222">立書人：${xmlText(subject.name)}</text>
  <path d="${penStroke(subject.seed + 101, 180, 630, 260, 50)}" fill="none" stroke="#14213d" stroke-width="4" stroke-linecap="round"/>
  <text x="60" y="640" font-size="21" fill="#222">簽名：</text>
  ${sealSvg(subject.name, 520, 600)}
  <text x="60" y="720" font-size="19" fill="#444">日期：${subject.day}</text>`,
  );
}
