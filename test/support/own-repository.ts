// "Your own repository" as a new user has it: a Git repository with a schema file and a contract
// on main, and a branch that breaks the contract (a required field dropped). The README's path
// (test/docs/new-user.test.ts) and the lowest Node.js engines claims (test/e2e/lowest-node.test.ts)
// both check it.
import { TestRepo } from "./git-repo.js";

export const OWN_ASSET = "avro://github.com/acme/shop:schemas/order.avsc:acme.Order";

const order = (fields: string) =>
  `{"type": "record", "name": "Order", "namespace": "acme", "fields": [${fields}]}\n`;

/** The repository, with `main` the base and `orders-v2` (checked out) the change. */
export function ownRepository(): TestRepo {
  const repo = TestRepo.init();
  repo
    .write({
      ".github/contract-sync.yml": "version: 1\ndataSource: github.com/acme/shop\n",
      "schemas/order.avsc": order('{"name": "id", "type": "long"}, {"name": "currency", "type": "string"}'),
      "contracts/orders.yaml": [
        "id: 5b0f5d2e-3f4a-4c1b-9d8e-2a6b7c8d9e0f",
        "name: shop.orders",
        "owner: data@acme.example",
        `dataAssetResourceName: ${OWN_ASSET}`,
        "enforcementLevel: BLOCK",
        "status: ACTIVE",
        'version: "1.0.0"',
        "schema:",
        "  - name: id",
        "    type: int64",
        "  - name: currency",
        "    type: string",
        "",
      ].join("\n"),
    })
    .commit("orders and their contract");
  repo.git(["switch", "--quiet", "-c", "orders-v2"]);
  repo.write({ "schemas/order.avsc": order('{"name": "id", "type": "long"}') }).commit("drop currency");
  return repo;
}
