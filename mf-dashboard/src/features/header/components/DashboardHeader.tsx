import { useToast } from '@blockbeat/shell-sdk';
import { Button, Flex } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';

/** PRODUCT.md §2: New Workout, Create Template, Sync Spotify. */
export function DashboardHeader() {
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <div className="dashboard-header">
      <div>
        <h1>Dashboard</h1>
        <p>Build, play and share your workouts.</p>
      </div>
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => navigate('/builder')}>
          New Workout
        </Button>
        <Button
          onClick={() =>
            // The template editor is a later issue; say so rather than doing nothing.
            toast({ title: 'Create Template', description: 'The template editor is coming in the next update.' })
          }
        >
          Create Template
        </Button>
        <Button onClick={() => navigate('/spotify-playlist-sync')}>Sync Spotify</Button>
      </Flex>
    </div>
  );
}
