import { articleHeading, type ContractDocument } from './contract-document';

/**
 * A filled contract as lines of plain text, in reading order: what the signed PDF prints and what
 * a test compares it with (pdftotext of the PDF against these lines).
 */
export function contractLines(document: ContractDocument): string[] {
  return [
    document.title,
    ...document.parties.flatMap((party) => [`${party.role}：${party.name}`, ...party.details]),
    ...document.preamble,
    ...document.articles.flatMap((article, index) => [
      articleHeading(document, index),
      ...article.paragraphs,
    ]),
    ...document.closing,
    document.version,
  ];
}
