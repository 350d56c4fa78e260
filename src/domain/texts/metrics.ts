/** What the metrics address tells a scraper without the right token (the operator reads it in Prometheus). */
export const metricsTexts = {
  tokenRefused: 'Zugriff auf die Metriken nur mit gültigem Token (Authorization: Bearer …).',
} as const;
