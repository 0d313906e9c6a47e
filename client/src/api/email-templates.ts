import type { EmailTemplate, TemplateRequest } from '@app/shared';
import { apiRequest } from './client';

export function listTemplates(signal?: AbortSignal): Promise<EmailTemplate[]> {
  return apiRequest('/email-templates', { signal });
}

export function getTemplate(id: string, signal?: AbortSignal): Promise<EmailTemplate> {
  return apiRequest(`/email-templates/${encodeURIComponent(id)}`, { signal });
}

export function createTemplate(body: TemplateRequest): Promise<EmailTemplate> {
  return apiRequest('/email-templates', { method: 'POST', body });
}

export function updateTemplate(id: string, body: TemplateRequest): Promise<EmailTemplate> {
  return apiRequest(`/email-templates/${encodeURIComponent(id)}`, { method: 'PUT', body });
}
