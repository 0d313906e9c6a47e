import { apiRequest } from './client';

export type EmailTemplate = {
  id: string;
  name: string;
  subject: string;
  content: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: { firstName: string; lastName: string } | null;
};

export type TemplateInput = { name: string; subject: string; content: string; description?: string };

export function listTemplates(signal?: AbortSignal): Promise<EmailTemplate[]> {
  return apiRequest('/email-templates', { signal });
}

export function getTemplate(id: string, signal?: AbortSignal): Promise<EmailTemplate> {
  return apiRequest(`/email-templates/${encodeURIComponent(id)}`, { signal });
}

export function createTemplate(body: TemplateInput): Promise<EmailTemplate> {
  return apiRequest('/email-templates', { method: 'POST', body });
}

export function updateTemplate(id: string, body: TemplateInput): Promise<EmailTemplate> {
  return apiRequest(`/email-templates/${encodeURIComponent(id)}`, { method: 'PUT', body });
}
