import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import { BlockMusicPreview } from '../features/workout-editor/components/BlockMusicPreview';
import { WorkoutBuilder } from '../features/workout-editor/components/WorkoutBuilder';
import { createBuilderStore } from '../features/workout-editor/state/store';
import '../shared/builder.css';
import { useRegisterRemote } from '../shared/remote';

/** /builder, /builder/:id, /builder-simple, /builder-simple/:id: one screen, an id edits. */
export default function BuilderPage() {
  useRegisterRemote();
  const { id } = useParams();
  const { pathname } = useLocation();
  const [store] = useState(createBuilderStore);
  const basePath = pathname.startsWith('/builder-simple') ? '/builder-simple' : '/builder';
  return (
    // The shell's frame mounts no antd: the builder, drawn with it, brings its provider.
    <ThemedUi provider={UiProvider}>
      <Provider store={store}>
        <BlockMusicPreview>
          <div className="builder-page">
            <h1 className="page-title">Workout Builder</h1>
            <WorkoutBuilder workoutId={id} basePath={basePath} />
          </div>
        </BlockMusicPreview>
      </Provider>
    </ThemedUi>
  );
}
