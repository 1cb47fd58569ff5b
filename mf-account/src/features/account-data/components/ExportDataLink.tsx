import { Button } from '@blockbeat/ui';
import { EXPORT_FILE_NAME, EXPORT_URL } from '../api/exportData';

export function ExportDataLink() {
  return (
    <div className="data-action">
      <div>
        <h3 className="list-heading">Export my data</h3>
        <p className="muted-text">A JSON file with your profile, workouts, templates, uploads list, subscription and support tickets.</p>
      </div>
      <Button href={EXPORT_URL} download={EXPORT_FILE_NAME}>
        Export my data
      </Button>
    </div>
  );
}
