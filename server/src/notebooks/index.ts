/** What other features may use of notebooks: who may see one, and loading it for its owner. */
export { canAccessNotebook } from './notebooks.policy';
export { loadOwnedNotebook } from './notebooks.service';
