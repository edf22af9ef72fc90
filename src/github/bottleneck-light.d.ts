// Bottleneck's light build (no Redis clustering): the one @octokit/plugin-throttling and -retry
// import, typed by the package's main typings.
declare module "bottleneck/light.js" {
  import Bottleneck from "bottleneck";
  export default Bottleneck;
}
