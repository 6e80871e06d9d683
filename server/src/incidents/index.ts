/** Releases of one case linked into incidents, and the step of its case each release reports. */
export { type CaseFacts, caseFactsOf, caseSourceOf } from './case-facts';
export { incidentEvents } from './incidents.repository';
export { incidentRoutes } from './incidents.routes';
export { incidentLinker, linkStored } from './link-stored';
export { relinkCorpus } from './relink';
export type { Step } from './step';
