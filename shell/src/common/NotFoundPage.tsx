import { Link } from 'react-router-dom';

/** An address with nothing behind it for this user, said plainly, with a way back. */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        Page not found
      </h1>
      <p className="muted">There is no page at this address.</p>
      <Link className="btn btn-primary" to="/dashboard">
        Back to Dashboard
      </Link>
    </section>
  );
}
