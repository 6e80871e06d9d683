import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core over what the page shows now and fails on any serious or critical violation, naming
 * the rule, its impact and the elements, so that the failure reads without opening a browser.
 */
export async function expectNoSeriousViolations(
  page: Page,
  screenName: string,
  /** Rules axe leaves off by default (its experimental ones) to run as well. */
  { alsoRules = [] }: { alsoRules?: readonly string[] } = {},
): Promise<void> {
  // Modals and toasts fade in; contrast measured mid-fade would be a false alarm.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout: 5000 },
  );
  // A toast may start to fade while axe reads the page; with transitions and animations off for the
  // scan, it is measured at full strength or gone, never half-way.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  // axe.run in the page itself (legacy mode) rather than a run per frame finished in a new blank page:
  // the app has no cross-origin frames, the one thing legacy mode leaves out, and a scan of the
  // search results took 10 s instead of 2. Only violations are read, so only they are described in
  // full; passes and incomplete checks are still run, and listed by rule.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])),
    })
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()));
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map((node) => `    ${node.target.join(' ')}`),
  ]);
  throw new Error(`Accessibility violations on ${screenName}:\n${lines.join('\n')}`);
}
