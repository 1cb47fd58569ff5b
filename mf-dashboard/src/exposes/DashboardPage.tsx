import { useCustomCategories, useExerciseTemplates } from '@blockbeat/shell-sdk';
import type { ExerciseTemplate, WorkoutSummary } from '@blockbeat/contracts';
import { Tabs } from '@blockbeat/ui';
import { useCallback, useMemo, useState } from 'react';
import { FiltersBar } from '../features/filters/components/FiltersBar';
import { useDashboardFilters } from '../features/filters/hooks/useDashboardFilters';
import { filterTemplates, filterWorkouts, sortTemplates, sortWorkouts } from '../features/filters/model/filtering';
import { DashboardHeader } from '../features/header/components/DashboardHeader';
import { OnboardingTutorial } from '../features/onboarding/components/OnboardingTutorial';
import { PdfExportDialog } from '../features/pdf-export/components/PdfExportDialog';
import { ShareDialog } from '../features/sharing/components/ShareDialog';
import { TemplateDialog } from '../features/templates/components/TemplateDialog';
import { TemplatesPanel } from '../features/templates/components/TemplatesPanel';
import { MusicPreviewProvider } from '../features/templates/preview/MusicPreviewProvider';
import { useWorkouts } from '../features/workouts/api/getWorkouts';
import { WorkoutsPanel } from '../features/workouts/components/WorkoutsPanel';
import { useConfirmedDelete } from '../features/workouts/hooks/useConfirmedDelete';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';
import { useUnauthorizedRedirect } from '../shared/useUnauthorizedRedirect';

type TabKey = 'workouts' | 'templates';

/** A dialog's subject; `session` changes on every opening, so each opening starts from a fresh form. */
interface DialogState<T> {
  open: boolean;
  subject: T | null;
  session: number;
}

function useDialog<T>() {
  const [state, setState] = useState<DialogState<T>>({ open: false, subject: null, session: 0 });
  const show = useCallback((subject: T | null) => setState((s) => ({ open: true, subject, session: s.session + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, close };
}

export default function DashboardPage() {
  useRegisterRemote();
  const [tab, setTab] = useState<TabKey>('workouts');
  const workouts = useWorkouts();
  const templates = useExerciseTemplates();
  const { categories: customCategories } = useCustomCategories();
  useUnauthorizedRedirect(workouts.error, templates.error);

  const filterState = useDashboardFilters();
  const { search, filters } = filterState;
  const { category, difficulty, duration, workoutSort, templateSort } = filters;
  // Sorting once per list and order, filtering once per query: a keystroke never re-sorts.
  const sortedWorkouts = useMemo(() => sortWorkouts(workouts.workouts, workoutSort), [workouts.workouts, workoutSort]);
  const shownWorkouts = useMemo(
    () => filterWorkouts(sortedWorkouts, search, { category, difficulty, duration }),
    [sortedWorkouts, search, category, difficulty, duration],
  );
  const sortedTemplates = useMemo(() => sortTemplates(templates.templates, templateSort), [templates.templates, templateSort]);
  const shownTemplates = useMemo(() => filterTemplates(sortedTemplates, search), [sortedTemplates, search]);

  const templateDialog = useDialog<ExerciseTemplate>();
  const shareDialog = useDialog<WorkoutSummary>();
  const pdfDialog = useDialog<WorkoutSummary>();
  const deleteWorkout = useConfirmedDelete();
  const { show: showTemplateDialog } = templateDialog;
  const createTemplate = useCallback(() => showTemplateDialog(null), [showTemplateDialog]);

  return (
    <MusicPreviewProvider>
      <div className="dashboard">
        <DashboardHeader onCreateTemplate={createTemplate} />
        <FiltersBar state={filterState} tab={tab} customCategories={customCategories} />
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            {
              key: 'workouts',
              label: `My Workouts (${shownWorkouts.length})`,
              children: (
                <WorkoutsPanel
                  total={workouts.workouts.length}
                  workouts={shownWorkouts}
                  isLoading={workouts.isPending}
                  isError={workouts.isError}
                  onRetry={() => void workouts.refetch()}
                  onShare={shareDialog.show}
                  onExport={pdfDialog.show}
                  onDelete={deleteWorkout}
                />
              ),
            },
            {
              key: 'templates',
              label: `Exercise Templates (${shownTemplates.length})`,
              children: (
                <TemplatesPanel
                  total={templates.templates.length}
                  templates={shownTemplates}
                  isLoading={templates.isPending}
                  isError={templates.isError}
                  onRetry={() => void templates.refetch()}
                  onEdit={showTemplateDialog}
                />
              ),
            },
          ]}
        />
      </div>
      <TemplateDialog key={`template-${templateDialog.session}`} open={templateDialog.open} template={templateDialog.subject} onClose={templateDialog.close} />
      <ShareDialog key={`share-${shareDialog.session}`} open={shareDialog.open} workout={shareDialog.subject} onClose={shareDialog.close} />
      <PdfExportDialog key={`pdf-${pdfDialog.session}`} open={pdfDialog.open} workout={pdfDialog.subject} onClose={pdfDialog.close} />
      <OnboardingTutorial />
    </MusicPreviewProvider>
  );
}
