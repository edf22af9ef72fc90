import * as core from "@actions/core";

/**
 * The action's entry: reads inputs once into typed settings, runs the workflow
 * (check or publish) over real ports, and writes outputs. The workflows land with
 * issue 6; until then the action reports that it has nothing to run.
 */
export async function run(): Promise<void> {
  try {
    core.info("contract-sync: the check and publish workflows are not wired yet.");
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
