/**
 * The imports module: upload, preview and commit of any installed import target. Its front door
 * offers nothing to other modules: they take part through their descriptors' import targets.
 */
export {};
