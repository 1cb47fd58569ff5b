import { serviceMessageOf } from '@blockbeat/shell-sdk';
import { Link } from 'react-router-dom';
import { usePrograms } from '../../../shared/coachingLists';

/** /programs: the instructor's programs, newest first, each opening its week grid. */
export function ProgramList() {
  const programs = usePrograms();
  return (
    <div className="coach">
      <div className="dashboard-header">
        <div>
          <h1>Programs</h1>
          <p>Weeks of workouts you give your clients, each from their own start date.</p>
        </div>
        <div className="dashboard-actions">
          <Link to="/clients" className="btn btn-ghost">
            Clients
          </Link>
          <Link to="/programs/new" className="btn btn-primary">
            New program
          </Link>
        </div>
      </div>
      {programs.isPending && <p className="muted" role="status">Loading programs…</p>}
      {programs.isError && <p role="alert">{serviceMessageOf(programs.error, 'Your programs could not be loaded.')}</p>}
      {programs.data?.length === 0 && (
        <div className="coach-card coach-empty">
          <h2>No programs yet</h2>
          <p className="muted">A program is 1 to 52 weeks; each day is a rest day or holds some of your workouts.</p>
        </div>
      )}
      {programs.data && programs.data.length > 0 && (
        <ul className="coach-programs" aria-label="Programs">
          {programs.data.map((p) => (
            <li key={p.id} className="coach-card">
              <Link to={`/programs/${p.id}`} className="coach-name">
                {p.name}
              </Link>
              <span className="muted coach-sub">
                {p.weeks} {p.weeks === 1 ? 'week' : 'weeks'} · {p.workoutCount} workouts · {p.assignedClients} {p.assignedClients === 1 ? 'client' : 'clients'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
