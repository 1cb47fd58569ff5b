import { useParams } from 'react-router-dom';
import { EditorPreview } from '../features/workout-editor/components/EditorPreview';
import '../shared/builder.css';
import { useRegisterRemote } from '../shared/remote';

/** /builder, /builder/:id, /builder-simple, /builder-simple/:id: one screen, an id edits. */
export default function BuilderPage() {
  useRegisterRemote();
  const { id } = useParams();
  return (
    <div>
      <h1 className="page-title">Workout Builder</h1>
      <EditorPreview workoutId={id} />
    </div>
  );
}
