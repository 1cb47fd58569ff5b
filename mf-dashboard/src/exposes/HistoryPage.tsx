import { useState } from 'react';
import { HistoryView } from '../features/history/components/HistoryView';
import '../features/history/history.css';
import '../shared/dashboard.css';
import { useRegisterRemote } from '../shared/remote';

/** /history: every completion of the signed-in player, counted in the browser's time zone. */
export default function HistoryPage() {
  useRegisterRemote();
  const [now] = useState(() => new Date());
  return (
    <div className="dashboard history-page">
      <h1 className="page-title">History</h1>
      <HistoryView now={now} />
    </div>
  );
}
