import { matchPath, useLocation } from 'react-router-dom';
import { EMAIL_TEMPLATES_PATH } from '../model/paths';
import './email-templates.css';
import { TemplateEditor } from './TemplateEditor';
import { TemplateList } from './TemplateList';

/** /admin/email-templates is the list; /admin/email-templates/new and /admin/email-templates/{id} the editor. */
export function EmailTemplatesAdmin() {
  const { pathname } = useLocation();
  const id = matchPath(`${EMAIL_TEMPLATES_PATH}/:id`, pathname)?.params.id;
  return id ? <TemplateEditor key={id} id={id} /> : <TemplateList />;
}
