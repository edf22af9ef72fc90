// avsc's schema types alone (lib/types.js), without the containers, services and IDL
// modules its entry loads: those build their own Avro types at load time.
declare module "avsc/lib/types.js" {
  import type avro from "avsc";

  const types: { Type: typeof avro.Type };
  export default types;
}
