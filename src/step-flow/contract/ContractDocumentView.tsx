import { Typography } from 'antd';
import { articleHeading, type ContractDocument } from '../../contracts/contract-document';
import './contract-kind.css';

/** One contract document of a contract page as a readable text: title, parties, preamble, articles, closing. */
export function ContractDocumentView({ document }: { document: ContractDocument }) {
  const { title, parties, preamble, articles, closing, version } = document;
  return (
    <article className="fenqi-contract-doc" aria-label={title}>
      <Typography.Title level={2} className="fenqi-contract-doc-title">
        {title}
      </Typography.Title>
      <dl className="fenqi-contract-parties">
        {parties.map((party) => (
          <div key={party.role} className="fenqi-contract-party">
            <dt>{party.role}</dt>
            <dd>
              <strong>{party.name}</strong>
              {party.details.map((line) => (
                <span key={line} className="fenqi-contract-party-detail">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {preamble.map((line) => (
        <p key={line} className="fenqi-contract-preamble">
          {line}
        </p>
      ))}
      {articles.map((article, index) => (
        <section key={article.heading} className="fenqi-contract-article">
          <Typography.Title level={3} className="fenqi-contract-article-title">
            {articleHeading(document, index)}
          </Typography.Title>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <footer className="fenqi-contract-closing">
        {closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <Typography.Text type="secondary" className="fenqi-contract-version">
          {version}
        </Typography.Text>
      </footer>
    </article>
  );
}
