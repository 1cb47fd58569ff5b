import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex } from '@blockbeat/ui';
import { useNavigate } from 'react-router-dom';

/** PRODUCT.md §2: New Workout, Create Template, Sync Spotify. */
export function DashboardHeader({ onCreateTemplate }: { onCreateTemplate: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="dashboard-header">
      <div>
        <h1>Dashboard</h1>
        <p>Build, play and share your workouts.</p>
      </div>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => navigate('/builder')}>
          New Workout
        </Button>
        <Button onClick={onCreateTemplate}>Create Template</Button>
        <Button onClick={() => navigate('/spotify-playlist-sync')}>Sync Spotify</Button>
      </Flex>
    </div>
  );
}
