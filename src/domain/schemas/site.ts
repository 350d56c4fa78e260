import { z } from './base/zod.ts';

/**
 * Public facts about the operator of this installation, for the Impressum, the privacy page,
 * the contact page and the 404 page (`GET /api/site`). They come from the configuration, so
 * every deployment names its own company without a rebuild of the web app.
 */
export const SiteOperator = z.object({
  /** Company name as registered, e.g. "Muster Abrechnung GmbH". */
  name: z.string(),
  /** e.g. "GmbH"; null when not configured. */
  legalForm: z.string().nullable(),
  managingDirector: z.string().nullable(),
  /** Street and house number. */
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Register court, e.g. "Amtsgericht Berlin-Charlottenburg"; null when not registered or unknown. */
  registerCourt: z.string().nullable(),
  /** Register number, e.g. "HRB 123456 B". */
  registerNumber: z.string().nullable(),
  /** VAT identification number under § 27a UStG. */
  vatId: z.string().nullable(),
});
export type SiteOperator = z.infer<typeof SiteOperator>;

export const SiteInfoResponse = z.object({
  operator: SiteOperator,
  /** Receives contact-form messages; shown on the contact and 404 pages. */
  supportEmail: z.string(),
  /** The help page's WhatsApp contact: the number as shown and its https://wa.me/ link; null when off. */
  supportWhatsapp: z.object({ number: z.string(), link: z.string() }).nullable(),
  /** True while no operator is configured: the operator details are an obvious sample. */
  sample: z.boolean(),
});
export type SiteInfoResponse = z.infer<typeof SiteInfoResponse>;
