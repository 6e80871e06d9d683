/** Facts about the people who run this deployment, shown in the footer and the About screen. */
export const site = {
  productName: 'Press Release Workbench',
  toolName: 'Police Press Releases Tool',
  version: '1.0.0',
  labName: 'Civic Data Lab',
  labUrl: 'https://civicdatalab.example.org',
  contactEmail: 'contact@civicdatalab.example.org',
} as const;
