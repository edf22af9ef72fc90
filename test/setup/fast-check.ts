// Property tests run from a fixed seed, so a test run (CI's above all) is repeatable: a failure
// seen once is seen again. FC_SEED picks another seed; FC_SEED=random runs unseeded, to look for
// new counterexamples locally (fast-check prints the seed of a failure, to pass back as FC_SEED).
import fc from "fast-check";

export const DEFAULT_FC_SEED = 20261124;

/** The seed FC_SEED asks for: undefined when "random", the default when unset. */
export function propertySeed(value = process.env.FC_SEED): number | undefined {
  if (value === "random") return undefined;
  if (value === undefined || value === "") return DEFAULT_FC_SEED;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not '${value}'`);
  return seed;
}

const seed = propertySeed();
fc.configureGlobal(seed === undefined ? {} : { seed });
