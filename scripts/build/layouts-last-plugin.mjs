// Keeps each page from loading another page's JavaScript (webpack client build).
//
// Next's ClientReferenceManifestPlugin builds a page's client manifest by merging, with
// Object.assign in webpack's entry order, the manifests of every entry in the page's parent
// route groups. The root group "app" holds app/layout and also app/page (the home page), which
// comes after the layout. A client module both of them use (next/link, ModalTrigger) was
// therefore mapped to the home page's whole chunk group, and every page (/team, /sublets/new,
// the 404…) loaded the home page's scripts (the cost: docs/performance.md).
//
// Moving layout entries after the other entries makes the layout's manifest win for the modules
// it shares with a page: those resolve to the layout's own chunks, which every page under that
// layout loads anyway. Modules only a page uses keep that page's chunks.

const LAYOUT_ENTRY = /^app\/(.+\/)?layout$/;

/** Re-inserts the layout entries at the end of the map (only the iteration order changes). */
export function moveLayoutEntriesLast(entrypoints) {
  const layouts = [...entrypoints.keys()].filter((name) => LAYOUT_ENTRY.test(name));
  for (const name of layouts) {
    const entry = entrypoints.get(name);
    entrypoints.delete(name);
    entrypoints.set(name, entry);
  }
  return entrypoints;
}

export class LayoutsLastPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap('LayoutsLastPlugin', (compilation) => {
      // Just before Next's manifest plugin, which runs at the ANALYSE stage.
      compilation.hooks.processAssets.tap(
        { name: 'LayoutsLastPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE - 1 },
        () => moveLayoutEntriesLast(compilation.entrypoints),
      );
    });
  }
}
