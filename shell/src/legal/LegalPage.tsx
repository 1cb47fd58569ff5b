import { LEGAL_DOCUMENTS } from './legalDocuments';
import { LEGAL_LAST_UPDATED, LEGAL_PAGES, SUPPORT_EMAIL, type LegalPath } from './legalPages';
import './legal.css';

/** One legal document (docs/product.md#signed-out-pages): title, 'Last updated' date, sections, support address. */
export function LegalPage({ path }: { path: LegalPath }) {
  const doc = LEGAL_DOCUMENTS[path];
  const title = LEGAL_PAGES.find((p) => p.path === path)?.title ?? '';
  return (
    <article className="legal">
      <h1>{title}</h1>
      <p className="muted">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p className="legal-summary">{doc.summary}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, i) =>
            typeof block === 'string' ? (
              <p key={i}>{block}</p>
            ) : (
              <ul key={i}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <section>
        <h2>Contact</h2>
        <p>
          Questions about this page? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </article>
  );
}
