/** Releases of one case linked into incidents as they are stored, and the incidents as the API shows them. */
export { incidentRoutes } from './incidents.routes';
export { incidentLinker } from './link-stored';
export { relinkCorpus } from './relink';
