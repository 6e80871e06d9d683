import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs these beside the server suite and the browser journeys on two cores, where
// rendering a long list can take more than testing-library's default second to appear; waitFor and
// findBy still wait only until the condition holds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
