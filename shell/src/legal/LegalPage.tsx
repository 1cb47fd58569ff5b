import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL, type LegalDocument } from './legalDocuments';
import './legal.css';

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <article className="legal">
      <h1>{doc.title}</h1>
      <p className="muted">Last updated: {LEGAL_LAST_UPDATED}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <section>
        <h2>Contact</h2>
        <p>
          Questions? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </article>
  );
}
