import { useParams } from 'react-router-dom';
import { NewTicketForm } from './NewTicketForm';
import { TicketList } from './TicketList';
import { TicketPage } from './TicketPage';
import './support.css';

/** The path after /support says what to show: the list, the new-ticket form, or one ticket. */
export function SupportScreen() {
  const { ticketId } = useParams();
  if (!ticketId) return <TicketList />;
  if (ticketId === 'new') return <NewTicketForm />;
  return <TicketPage key={ticketId} id={ticketId} />;
}
