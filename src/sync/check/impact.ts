import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import { errorMessage } from "../../error-message.js";
import type { AssetImpact, ImpactReport } from "../../outcome/model.js";
import { counts, type Finding } from "../../rules/index.js";
import type { Logger, ServicePort } from "../ports.js";

/** Broken assets the check asks about (one request): the comment names the rest's count. */
export const MAX_IMPACT_ASSETS = 10;
/** Readers, writers and consumers listed per asset; the counts are whole. */
export const IMPACT_LIST_LIMIT = 5;
/** The lineage question never holds a check longer than this. */
const IMPACT_TIMEOUT_MS = 10_000;

/** The assets a pull request breaks: those of findings that count, and of waived ones (accepted breaks). */
export function brokenAssets(findings: readonly Finding[]): string[] {
  const names = findings.filter((f) => f.asset && (counts(f) || f.waiver)).map((f) => f.asset as string);
  return [...new Set(names)];
}

/**
 * Who depends on the assets the pull request breaks (docs/intended-changes.md "Intended changes"): the lineage
 * components that read or write each and the consumers its contracts name, in one request to
 * the service (`dataAssetImpact`). A check with no broken asset asks nothing. A service that
 * cannot answer (an older server without the endpoint, a timeout) fails nothing: the report
 * says the consumers are unknown, and why. The embedded service (`embedded`: the base's
 * contracts) starts empty every run and holds no lineage: the base's contracts answer in process,
 * without starting it for this alone.
 */
export async function impactOf(
  findings: readonly Finding[],
  service: ServicePort,
  log: Logger,
  embedded?: readonly LoadedContract[],
): Promise<ImpactReport | undefined> {
  const broken = brokenAssets(findings);
  if (broken.length === 0) return undefined;
  const asked = broken.slice(0, MAX_IMPACT_ASSETS);
  const notAsked = broken.length - asked.length;
  if (embedded) return { asked, notAsked, assets: asked.map((asset) => contractConsumers(asset, embedded)) };
  try {
    const { results } = await service.dataAssetImpact(
      { dataAssetResourceNames: asked, limit: IMPACT_LIST_LIMIT },
      { signal: AbortSignal.timeout(IMPACT_TIMEOUT_MS) },
    );
    return { asked, notAsked, assets: results.map(assetImpact) };
  } catch (error) {
    const unknown = `the service could not answer who depends on them (${errorMessage(error)})`;
    log.warn(`consumers unknown: ${unknown}`);
    return { asked, notAsked, assets: [], unknown };
  }
}

/** What the contracts in force on an asset say of its consumers (the embedded service's answer, in process). */
function contractConsumers(asset: string, contracts: readonly LoadedContract[]): AssetImpact {
  const consumers = contracts
    .filter((c) => inForce(c.contract) && contractResourceNames(c.contract).includes(asset))
    .flatMap((c) =>
      (c.contract.consumers ?? []).map((consumer) => ({ ...consumer, contractName: c.contract.name })),
    );
  return {
    asset,
    readers: [],
    readerCount: 0,
    writers: [],
    writerCount: 0,
    consumers: consumers.slice(0, IMPACT_LIST_LIMIT),
    consumerCount: consumers.length,
  };
}

type Answer = Awaited<ReturnType<ServicePort["dataAssetImpact"]>>["results"][number];

function assetImpact(result: Answer): AssetImpact {
  return {
    asset: result.dataAssetResourceName,
    readers: result.readers.slice(0, IMPACT_LIST_LIMIT),
    readerCount: result.readerCount,
    writers: result.writers.slice(0, IMPACT_LIST_LIMIT),
    writerCount: result.writerCount,
    consumers: result.consumers.slice(0, IMPACT_LIST_LIMIT).map((c) => ({
      name: c.name,
      ...(c.team !== undefined ? { team: c.team } : {}),
      ...(c.contact !== undefined ? { contact: c.contact } : {}),
      ...(c.contractName !== undefined ? { contractName: c.contractName } : {}),
    })),
    consumerCount: result.consumerCount,
  };
}
