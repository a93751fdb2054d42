import type { ContractFigures } from './case-figures';
import type { ContractDocument } from './contract-document';
import type { ContractText, ParagraphText } from './contract-text';
import { fillPlaceholders } from './fill-placeholders';

/** Whether a paragraph's condition holds for these figures. */
function shown(paragraph: ParagraphText, figures: ContractFigures): boolean {
  if (typeof paragraph === 'string') return true;
  if (paragraph.if !== undefined && !figures[paragraph.if]) return false;
  if (paragraph.unless !== undefined && figures[paragraph.unless]) return false;
  return true;
}

/** The paragraphs shown for these figures, filled in. */
function fillAll(paragraphs: ParagraphText[], figures: ContractFigures): string[] {
  return paragraphs
    .filter((paragraph) => shown(paragraph, figures))
    .map((paragraph) =>
      fillPlaceholders(typeof paragraph === 'string' ? paragraph : paragraph.text, figures),
    );
}

/** The printed version line: 分期付款契約 2025.01 版. */
export function versionLabel(text: Pick<ContractText, 'title' | 'version'>): string {
  return `${text.title} ${text.version} 版`;
}

/** A contract text filled with a case's figures: what the member reads and what the PDF prints. */
export function renderContract(text: ContractText, figures: ContractFigures): ContractDocument {
  return {
    id: text.id,
    title: fillPlaceholders(text.title, figures),
    version: versionLabel(text),
    parties: text.parties.map((party) => ({
      role: fillPlaceholders(party.role, figures),
      name: fillPlaceholders(party.name, figures),
      details: fillAll(party.details, figures),
    })),
    preamble: fillAll(text.preamble, figures),
    articles: text.articles.map((article) => ({
      heading: fillPlaceholders(article.heading, figures),
      paragraphs: fillAll(article.paragraphs, figures),
    })),
    numbered: text.numbered,
    closing: fillAll(text.closing, figures),
  };
}
