import { matchPath, useLocation } from 'react-router-dom';
import { ADMIN_SUPPORT_PATH } from '../model/paths';
import { StaffTicketList } from './StaffTicketList';
import { StaffTicketView } from './StaffTicketView';
import './support-admin.css';

/** /admin/support is the list; /admin/support/{id} one ticket. */
export function SupportAdmin() {
  const { pathname } = useLocation();
  const ticketId = matchPath(`${ADMIN_SUPPORT_PATH}/:ticketId`, pathname)?.params.ticketId;
  return ticketId ? <StaffTicketView key={ticketId} id={ticketId} /> : <StaffTicketList />;
}
