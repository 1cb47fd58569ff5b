import type { ExerciseTemplate, WorkoutSummary } from '@blockbeat/contracts';
import { useAuth, useCustomCategories, useExerciseTemplates } from '@blockbeat/shell-sdk';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { FiltersBar } from '../features/filters/components/FiltersBar';
import { useDashboardFilters } from '../features/filters/hooks/useDashboardFilters';
import { filterTemplates, filterWorkouts, sortTemplates, sortWorkouts } from '../features/filters/model/filtering';
import { DashboardHeader } from '../features/header/components/DashboardHeader';
import { useTutorialReplay } from '../features/onboarding/hooks/useTutorialReplay';
import { useWorkouts } from '../features/workouts/api/getWorkouts';
import { WorkoutsPanel } from '../features/workouts/components/WorkoutsPanel';
import { useConfirmedDelete } from '../features/workouts/hooks/useConfirmedDelete';
import { CardSkeletons } from '../shared/components/CardSkeletons';
import { Tabs } from '../shared/components/Tabs';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';
import { useUnauthorizedRedirect } from '../shared/useUnauthorizedRedirect';
import { lazyWithUi } from '../shared/lazyWithUi';

// Drawn with antd: each arrives when first needed, never with the first paint.
const TemplatesArea = lazyWithUi(() => import('../features/templates/components/TemplatesArea').then((m) => m.TemplatesArea));
const ShareDialog = lazyWithUi(() => import('../features/sharing/components/ShareDialog').then((m) => m.ShareDialog));
const PdfExportDialog = lazyWithUi(() => import('../features/pdf-export/components/PdfExportDialog').then((m) => m.PdfExportDialog));
// Plain elements and ui's plain Dialog: a new user's first visit loads no antd (issue 25). Its own
// chunk all the same, fetched only for a user who has not done the tutorial.
const OnboardingTutorial = lazy(() => import('../features/onboarding/components/OnboardingTutorial').then((m) => ({ default: m.OnboardingTutorial })));

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

/** True from the first render where `condition` holds: a part, once loaded, stays (and can animate out). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

export default function DashboardPage() {
  useRegisterRemote();
  const [tab, setTab] = useState<TabKey>('workouts');
  const workouts = useWorkouts();
  const templates = useExerciseTemplates();
  const { categories: customCategories } = useCustomCategories();
  const { user } = useAuth();
  const tutorialReplay = useTutorialReplay();
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
  const templatesUsed = useOnceTrue(tab === 'templates' || templateDialog.session > 0);
  const tutorialDue = useOnceTrue(user !== null && (!user.onboardingCompleted || tutorialReplay.requested));
  const visited = useMemo(() => new Set<TabKey>(templatesUsed ? ['templates'] : []), [templatesUsed]);

  return (
    <div className="dashboard">
      <DashboardHeader onCreateTemplate={createTemplate} />
      <FiltersBar state={filterState} tab={tab} customCategories={customCategories} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        visited={visited}
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
              <Suspense fallback={<CardSkeletons label="Loading exercise templates" />}>
                <TemplatesArea
                  panel={{
                    total: templates.templates.length,
                    templates: shownTemplates,
                    isLoading: templates.isPending,
                    isError: templates.isError,
                    onRetry: () => void templates.refetch(),
                    onEdit: showTemplateDialog,
                  }}
                  dialog={{ open: templateDialog.open, template: templateDialog.subject, session: templateDialog.session, onClose: templateDialog.close }}
                />
              </Suspense>
            ),
          },
        ]}
      />
      {shareDialog.session > 0 && (
        <Suspense fallback={null}>
          <ShareDialog key={`share-${shareDialog.session}`} open={shareDialog.open} workout={shareDialog.subject} onClose={shareDialog.close} />
        </Suspense>
      )}
      {pdfDialog.session > 0 && (
        <Suspense fallback={null}>
          <PdfExportDialog key={`pdf-${pdfDialog.session}`} open={pdfDialog.open} workout={pdfDialog.subject} onClose={pdfDialog.close} />
        </Suspense>
      )}
      {tutorialDue && (
        <Suspense fallback={null}>
          <OnboardingTutorial />
        </Suspense>
      )}
    </div>
  );
}
