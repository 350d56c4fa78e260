import { TEMPLATE_IDS, templates, type TemplateId, type TemplateText } from '../../../domain/texts/index.ts';
import { matchesSearch } from '../../components/search.ts';

export interface TemplateEntry extends TemplateText {
  id: TemplateId;
}

export const TEMPLATE_LIST: readonly TemplateEntry[] = TEMPLATE_IDS.map((id) => ({ id, ...templates[id] }));

/** The template of an address segment; unknown ids (typed or outdated links) give null. */
export function findTemplate(id: string | undefined): TemplateEntry | null {
  return TEMPLATE_LIST.find((t) => t.id === id) ?? null;
}

/** Every word typed must occur in the title, the description or a feature row. */
export function filterTemplates(query: string): TemplateEntry[] {
  return TEMPLATE_LIST.filter((t) => matchesSearch([t.title, t.description, ...t.features], query));
}
