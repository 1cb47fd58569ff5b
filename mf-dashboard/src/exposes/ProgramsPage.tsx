import { useParams } from 'react-router-dom';
import { ProgramBuilder } from '../features/programs/components/ProgramBuilder';
import { ProgramList } from '../features/programs/components/ProgramList';
import '../shared/dashboard.css';
import '../shared/coaching.css';
import { useRegisterRemote } from '../shared/remote';

/** /programs (the instructor's programs) and /programs/:id (the week grid; `new` for a new one). */
export default function ProgramsPage() {
  useRegisterRemote();
  const { id } = useParams();
  return <div className="dashboard">{id ? <ProgramBuilder key={id} programId={id === 'new' ? null : id} /> : <ProgramList />}</div>;
}
