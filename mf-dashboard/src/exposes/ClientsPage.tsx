import { useParams } from 'react-router-dom';
import { ClientDetail } from '../features/clients/components/ClientDetail';
import { RosterView } from '../features/clients/components/RosterView';
import '../shared/dashboard.css';
import '../shared/coaching.css';
import { useRegisterRemote } from '../shared/remote';

/** /clients (the roster) and /clients/:id (one client's calendar, link and assignments). */
export default function ClientsPage() {
  useRegisterRemote();
  const { id } = useParams();
  return <div className="dashboard">{id ? <ClientDetail key={id} clientId={id} /> : <RosterView />}</div>;
}
