import{a}from"../chunk-UCFNZJLR.js";import"../chunk-N66TTF7B.js";import"../chunk-BD5WXLQO.js";import"../chunk-ZSOCVAT7.js";export{a as MemfsFrontendFS};
//# sourceMappingURL=memfs-frontend.js.map