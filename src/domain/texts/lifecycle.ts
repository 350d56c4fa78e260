/** What a server process answers while it starts, and what the operator reads when it cannot. */
export const lifecycleTexts = {
  starting: 'Der Server startet gerade. Bitte in einigen Sekunden erneut versuchen.',
  workerOnly:
    'Dieser Prozess erledigt Hintergrundaufträge (ROLE=worker) und beantwortet nur /api/health, /api/ready und /metrics.',
} as const;
