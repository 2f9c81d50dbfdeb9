#!/usr/bin/env bash
# Builds the PopupKit documentation catalog (Sources/PopupKit/PopupKit.docc) and
# fails on any warning: unresolved symbol links, bad topics, doc comments that do
# not match their declarations.
#
# 1. Builds the PopupKit target (with PopupKitCore and PopupKitPresentation, which
#    it re-exports) in a scratch path of its own (.build-docc) with symbol graphs,
#    into a freshly emptied directory (.build-docc/symbol-graphs).
# 2. Runs `docc convert` on the catalog with those symbol graphs and
#    --warnings-as-errors.
#
# The archive is written to .build-docc/PopupKit.doccarchive.
# DOCC=/path/to/docc overrides the docc found next to swift.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docc
symbols=$scratch/symbol-graphs
archive=$scratch/PopupKit.doccarchive
docc=${DOCC:-$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")}

rm -rf "$symbols" "$archive"
mkdir -p "$symbols"

# Symbol graphs are written only when a module is emitted, so remove the emitted
# modules first (PopupKit and the two it re-exports): an up-to-date build would
# leave the directory without them.
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
for module in PopupKit PopupKitCore PopupKitPresentation; do
    rm -rf "$bin"/Modules/"$module".* "$bin"/"$module".swiftmodule
done

swift build --scratch-path "$scratch" --target PopupKit \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols"

# PopupKit's graph already holds what it re-exports; the graphs of the modules
# themselves would give DocC every such symbol twice, so only PopupKit's is kept.
find "$symbols" -type f ! -name 'PopupKit.symbols.json' ! -name 'PopupKit@*.symbols.json' -delete

"$docc" convert Sources/PopupKit/PopupKit.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name PopupKit \
    --fallback-bundle-identifier org.popupkit.PopupKit \
    --output-path "$archive" \
    --warnings-as-errors
