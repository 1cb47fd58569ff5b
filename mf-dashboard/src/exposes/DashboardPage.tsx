import { Tabs } from '@blockbeat/ui';
import { useState } from 'react';
import { DashboardHeader } from '../features/header/components/DashboardHeader';
import { useExerciseTemplates } from '../features/templates/api/getExerciseTemplates';
import { TemplatesPanel } from '../features/templates/components/TemplatesPanel';
import { useWorkouts } from '../features/workouts/api/getWorkouts';
import { WorkoutsPanel } from '../features/workouts/components/WorkoutsPanel';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';
import { useUnauthorizedRedirect } from '../shared/useUnauthorizedRedirect';

type TabKey = 'workouts' | 'templates';

export default function DashboardPage() {
  useRegisterRemote();
  const [tab, setTab] = useState<TabKey>('workouts');
  const workouts = useWorkouts();
  const templates = useExerciseTemplates();
  useUnauthorizedRedirect(workouts.error, templates.error);

  return (
    <div className="dashboard">
      <DashboardHeader />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'workouts',
            label: `My Workouts (${workouts.workouts.length})`,
            children: (
              <WorkoutsPanel
                workouts={workouts.workouts}
                isLoading={workouts.isPending}
                isError={workouts.isError}
                onRetry={() => void workouts.refetch()}
              />
            ),
          },
          {
            key: 'templates',
            label: `Exercise Templates (${templates.templates.length})`,
            children: (
              <TemplatesPanel
                templates={templates.templates}
                isLoading={templates.isPending}
                isError={templates.isError}
                onRetry={() => void templates.refetch()}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
