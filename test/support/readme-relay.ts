// The two workflows of docs/workflow.md "Comments on pull requests from forks", parsed: the tests
// (test/cli/readme-workflows.test.ts, test/e2e/fork-relay.test.ts) run what the README shows.
import { parse } from "yaml";
import { docsSection } from "./docs-pages.js";

export interface WorkflowStep {
  uses?: string;
  id?: string;
  if?: string;
  with?: Record<string, string>;
}

export interface Workflow {
  name: string;
  on: unknown;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; steps: WorkflowStep[] }>;
}

const SECTION = "Comments on pull requests from forks";

export function readmeRelayWorkflows(): { check: Workflow; relay: Workflow } {
  const section = docsSection(SECTION).text;
  const [check, relay, ...more] = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (m) => parse(m[1] ?? "") as Workflow,
  );
  if (!check || !relay || more.length > 0) throw new Error(`'${SECTION}' must show exactly two workflows`);
  return { check, relay };
}

/** The one job of a workflow, and its step that runs this action. */
export function actionStep(workflow: Workflow): { job: string; step: WorkflowStep; steps: WorkflowStep[] } {
  const [job, ...others] = Object.keys(workflow.jobs);
  const steps = workflow.jobs[job ?? ""]?.steps ?? [];
  const step = steps.find((s) => s.uses?.startsWith("contract-sync/contract-sync@"));
  if (!job || others.length > 0 || !step)
    throw new Error(`workflow '${workflow.name}' needs one job using the action`);
  return { job, step, steps };
}
