export {
  ContractFile,
  type ContractProvenance,
  contractResourceNames,
  type LoadedContract,
  parseContractFile,
  readContractFile,
  toContractCreate,
} from "./contract-file.js";
export { loadContracts } from "./load.js";
