import { articleHeading, type ContractDocument } from '../../contracts/contract-document';
import './contract-text.css';

/** The versions a consent agrees to, as its disclosure names them: 分期付款契約 2026.11 版、本票 2026.11 版. */
export function versionsOf(documents: readonly ContractDocument[]): string {
  return documents.map((document) => document.version).join('、');
}

/**
 * A consent that names the versions it agrees to, as the disclosure above it shows them:
 * 我已閱讀並同意分期付款契約 2026.11 版及本票 2026.11 版內容 (three or more: A、B及C).
 */
export function consentLabel(documents: readonly ContractDocument[]): string {
  const versions = documents.map((document) => document.version);
  const named =
    versions.length > 1 ? `${versions.slice(0, -1).join('、')}及${versions.at(-1)}` : (versions[0] ?? '');
  return `我已閱讀並同意${named}內容`;
}

/** One contract as plain, reflowing text: title, parties, preamble, articles, closing and version. */
function ContractText({ document }: { document: ContractDocument }) {
  return (
    <article className="fenqi-contract-text" aria-label={document.title}>
      <h2>{document.title}</h2>
      <dl>
        {document.parties.map((party) => (
          <div key={party.role}>
            <dt>{party.role}</dt>
            <dd>
              {party.name}
              {party.details.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {document.preamble.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {document.articles.map((article, index) => (
        <section key={article.heading}>
          <h3>{articleHeading(document, index)}</h3>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {document.closing.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="fenqi-contract-text-version">{document.version}</p>
    </article>
  );
}

/**
 * The contracts a consent or a signature agrees to, one tap away: a disclosure naming each version
 * that opens to their full text with the case's figures (plain text that reflows at 360 px and at
 * 200 % text). While the texts load or when they cannot, it says so instead of hiding the link.
 */
export function ContractTextDisclosure({
  documents,
  failed = false,
}: {
  documents: readonly ContractDocument[] | null;
  failed?: boolean;
}) {
  if (failed) return <p role="alert">契約全文暫時無法載入，請重新整理頁面後再閱讀並簽署。</p>;
  // While loading, the disclosure's own box holds the place, so the form below does not move down
  // when the texts arrive (the step's form is often drawn by then).
  if (!documents)
    return (
      <div className="fenqi-contract-disclosure fenqi-contract-text-loading" aria-busy="true">
        契約全文載入中…
      </div>
    );
  return (
    <details className="fenqi-contract-disclosure">
      <summary>閱讀您要同意的契約全文：{versionsOf(documents)}</summary>
      {documents.map((document) => (
        <ContractText key={document.id} document={document} />
      ))}
    </details>
  );
}
