export const EMAIL_TEMPLATES_PATH = '/admin/email-templates';
export const NEW_TEMPLATE_ID = 'new';
export const templatePath = (id: string) => `${EMAIL_TEMPLATES_PATH}/${id}`;
