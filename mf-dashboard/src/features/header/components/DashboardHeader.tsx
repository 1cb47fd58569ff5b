import { useNavigate } from 'react-router-dom';
import { PlusIcon } from '../../../shared/components/icons';

/** docs/product.md#dashboard: New Workout, Create Template, Sync Spotify. */
export function DashboardHeader({ onCreateTemplate }: { onCreateTemplate: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="dashboard-header">
      <div>
        <h1>Dashboard</h1>
        <p>Build, play and share your workouts.</p>
      </div>
      <div className="dashboard-actions">
        <button type="button" className="btn btn-primary" onClick={() => navigate('/builder')}>
          <PlusIcon />
          New Workout
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCreateTemplate}>
          Create Template
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => navigate('/spotify-playlist-sync')}>
          Sync Spotify
        </button>
      </div>
    </div>
  );
}
