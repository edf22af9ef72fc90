import{a,b,c,d}from"./chunk-KLBW4PNS.js";import"./chunk-ZSOCVAT7.js";export{b as identifier,d as query,c as raw,a as sql};
//# sourceMappingURL=templating.js.map