#!/usr/bin/env bash
# `make ios-check`: type-checks, for iOS at the package's floor and against a real
# iPhoneOS SDK, everything an iOS app links or copies from the docs:
#   - the libraries an iOS app can link: PopupKit, PopupKitHost, PopupKitUIKit,
#     PopupKitSwiftUI, PopupKitSeeds, PopupKitTesting, and the modules they import;
#   - the example app, examples/ios/PopupKitExample.swiftpm;
#   - every doc snippet tagged `ios` (examples/snippets, quoted by README.md,
#     docs/Apple.md and docs/Migrating/*.md; scripts/snippets.py checks the quotes).
#
# Each module is compiled with `swiftc -wmo -emit-module` for arm64-apple-ios<floor>:
# the compiler's full semantic checks (availability, isolation, Sendable, region
# isolation), nothing linked. The Apple stand-in declarations are never used: with an
# iOS target `canImport(UIKit)` is true. Any error or warning fails the check
# (Package.swift builds the Apple hosts with warnings as errors; the other modules
# are held to the same standard here).
#
# Environment:
#   IOS_SDK          the iPhoneOS SDK. Default: on macOS `xcrun --sdk iphoneos
#                    --show-sdk-path`, elsewhere /opt/ios-sdk/iPhoneOS18.6.sdk
#                    (docs/Apple.md#checking-against-a-real-sdk says how to get one).
#   IOS_COLLECTIONS  the swift-collections sources Heap and Deque are built from.
#                    Default: /opt/ios-sdk/swift-collections-1.2.1 when it exists, else
#                    tag 1.2.1 from SwiftPM's clone when it has it (the resolved 1.6
#                    needs the Swift 6.2 standard library of an iOS 26 SDK and flags
#                    this script does not pass; 1.2.1 has the same Heap and Deque API).
#   IOS_CHECK_DIR    scratch folder (default .build/ios-check; its module cache makes
#                    a second run take seconds instead of a minute).
# Exit status: 0 clean, 1 an error or warning, 2 no SDK or another setup problem.
set -u -o pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
ROOT=$(pwd)

fail_setup() { echo "make ios-check: $*" >&2; exit 2; }

# The SDK and the toolchain.
if [ -z "${IOS_SDK:-}" ]; then
    if [ "$(uname -s)" = Darwin ]; then IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)
    else IOS_SDK=/opt/ios-sdk/iPhoneOS18.6.sdk; fi
fi
[ -f "$IOS_SDK/SDKSettings.json" ] || fail_setup "no iPhoneOS SDK at '$IOS_SDK' (set IOS_SDK; docs/Apple.md#checking-against-a-real-sdk)"
SWIFTC=$(command -v swiftc) || fail_setup "no swiftc on PATH"
SDK_VERSION=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["Version"])' "$IOS_SDK/SDKSettings.json")
FLOOR=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1.0/p' Package.swift | head -1)
[ -n "$FLOOR" ] || fail_setup "Package.swift names no .iOS(.vN) platform"
TARGET=arm64-apple-ios$FLOOR

WORK=${IOS_CHECK_DIR:-.build/ios-check}
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
OUT=$WORK/modules; LOGS=$WORK/logs
rm -rf "$OUT" "$LOGS"; mkdir -p "$OUT" "$LOGS" "$WORK/module-cache"

FLAGS=(-wmo -emit-module -parse-as-library -target "$TARGET" -sdk "$IOS_SDK" -I "$OUT"
       -module-cache-path "$WORK/module-cache" -DSWIFT_PACKAGE -Onone)
if [ "$(uname -s)" != Darwin ]; then
    # The Linux toolchain's resource folder has Linux module maps (Dispatch, os) that
    # clash with the SDK's: use one with only its clang headers and SwiftShims. The
    # iOS 18 SDK's module maps do not search subfolders, so a top-level module map
    # names the shims' modules.
    LIB=$(cd "$(dirname "$(readlink -f "$SWIFTC")")/../lib/swift" && pwd)
    RES=$WORK/resource; mkdir -p "$RES"
    ln -sfn "$LIB/clang" "$RES/clang"; ln -sfn "$LIB/shims" "$RES/shims"
    sed -n 's/^module \([A-Za-z_][A-Za-z0-9_]*\).*/extern module \1 "shims\/module.modulemap"/p' \
        "$LIB/shims/module.modulemap" > "$RES/module.modulemap"
    FLAGS+=(-resource-dir "$RES")
fi

[ -d .build/checkouts/swift-numerics ] || swift package resolve >/dev/null 2>&1 || fail_setup "swift package resolve failed"
NUMERICS=.build/checkouts/swift-numerics
COLLECTIONS=${IOS_COLLECTIONS:-}
if [ -z "$COLLECTIONS" ]; then
    COLLECTIONS=/opt/ios-sdk/swift-collections-1.2.1
    if [ ! -d "$COLLECTIONS/Sources" ]; then
        # SwiftPM's clone of swift-collections has every tag where it was cloned from GitHub.
        COLLECTIONS=$WORK/swift-collections-1.2.1
        for clone in .build/repositories/swift-collections-*; do
            [ -d "$COLLECTIONS/Sources" ] && break
            mkdir -p "$COLLECTIONS"
            git -C "$clone" archive 1.2.1 Sources Package.swift 2>/dev/null | tar -x -C "$COLLECTIONS" 2>/dev/null || rm -rf "$COLLECTIONS"
        done
        [ -d "$COLLECTIONS/Sources" ] || COLLECTIONS=.build/checkouts/swift-collections
    fi
fi
NUMERICS_SHIMS=(-Xcc "-fmodule-map-file=$ROOT/$NUMERICS/Sources/_NumericsShims/include/module.modulemap")

echo "make ios-check: iPhoneOS $SDK_VERSION SDK at $IOS_SDK, target $TARGET"
ERRORS=0; WARNINGS=0

# compile NAME KIND FILES_LIST_FILE FLAGS...: one module. KIND is `dependency` (another
# package, built as SwiftPM builds it: warnings suppressed, an error is a setup
# problem) or `checked` (counted). A checked module with errors is built once more
# with availability checking off and errors allowed, so the modules after it are
# still checked against something.
compile() {
    local name=$1 kind=$2 list=$3; shift 3
    local files=(); mapfile -t files < "$list"
    [ ${#files[@]} -gt 0 ] || fail_setup "$name has no Swift files"
    "$SWIFTC" "${FLAGS[@]}" -module-name "$name" -emit-module-path "$OUT/$name.swiftmodule" "$@" "${files[@]}" \
        > "$LOGS/$name.log" 2>&1
    local status=$?
    if [ "$kind" = dependency ]; then
        [ $status -eq 0 ] || { tail -20 "$LOGS/$name.log" >&2; fail_setup "dependency $name does not build against this SDK (log: $LOGS/$name.log)"; }
        return
    fi
    local found errors warnings
    found=$(grep -E '^[^ ].*:[0-9]+:([0-9]+:)? (error|warning): ' "$LOGS/$name.log" | sed "s#^$ROOT/##" | sort -u)
    errors=$(grep -c ': error: ' <<<"$found"); warnings=$(grep -c ': warning: ' <<<"$found")
    [ $status -ne 0 ] && [ "$errors" -eq 0 ] && { errors=1; found="$name: the compiler failed without a diagnostic (log: $LOGS/$name.log)"; }
    [ -n "$found" ] && echo "$found"
    echo "  $name: $errors errors, $warnings warnings"
    ERRORS=$((ERRORS + errors)); WARNINGS=$((WARNINGS + warnings))
    if [ $status -ne 0 ]; then
        "$SWIFTC" "${FLAGS[@]}" -module-name "$name" -emit-module-path "$OUT/$name.swiftmodule" "$@" \
            -Xfrontend -disable-availability-checking -Xfrontend -experimental-allow-module-with-compiler-errors \
            "${files[@]}" > "$LOGS/$name.again.log" 2>&1
    fi
}

# sources LIST FOLDER...: the Swift files under the folders, sorted, into LIST.
sources() {
    local list=$1; shift
    find "$@" -name '*.swift' ! -name Package.swift | sort > "$list"
}

# Heap, Deque and RealModule, as their packages build them.
CF=(-swift-version 5 -suppress-warnings -package-name swift_collections)
grep -q 'swift-tools-version: *5' "$COLLECTIONS/Package.swift" ||
    fail_setup "$COLLECTIONS is swift-collections for tools 6, which needs an iOS 26 SDK's standard library: set IOS_COLLECTIONS to a 1.2.x tree (docs/Apple.md#checking-against-a-real-sdk)"
for module in InternalCollectionsUtilities HeapModule DequeModule; do
    [ -d "$COLLECTIONS/Sources/$module" ] || continue
    sources "$WORK/$module.list" "$COLLECTIONS/Sources/$module"
    compile "$module" dependency "$WORK/$module.list" "${CF[@]}"
done
sources "$WORK/RealModule.list" "$NUMERICS/Sources/RealModule"
compile RealModule dependency "$WORK/RealModule.list" -swift-version 5 -suppress-warnings "${NUMERICS_SHIMS[@]}"

# The package's modules an iOS app can link, dependencies first, from the manifest.
ORDER=$(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
order = []
def visit(name):
    if name in order or name in ("AppleUIDeclarations", "AppleSwiftUIDeclarations"):
        return
    for dependency in targets[name].get("target_dependencies") or []:
        visit(dependency)
    order.append(name)
for library in ("PopupKit", "PopupKitHost", "PopupKitUIKit", "PopupKitSwiftUI", "PopupKitSeeds", "PopupKitTesting"):
    visit(library)
for name in order:
    kind = targets[name].get("module_type")
    if kind != "SwiftTarget":
        sys.exit(f"{name} ({kind}) is a dependency of an iOS library")
    for product in targets[name].get("product_dependencies") or []:
        if product not in ("HeapModule", "DequeModule", "RealModule"):
            sys.exit(f"{name} depends on the product {product}: teach scripts/ios-check.sh to build it")
print(" ".join(order))
') || fail_setup "reading the manifest: $ORDER"

echo "Libraries:"
for module in $ORDER; do
    sources "$WORK/$module.list" "Sources/$module"
    compile "$module" checked "$WORK/$module.list" -swift-version 6 -package-name popupkit "${NUMERICS_SHIMS[@]}"
done

# The example app, as its own module (its manifest names the four products). It is
# checked in the Swift 6 language mode, stricter than the 5 its tools version implies.
echo "Example app:"
sources "$WORK/PopupKitExample.list" examples/ios/PopupKitExample.swiftpm
compile PopupKitExample checked "$WORK/PopupKitExample.list" -swift-version 6 "${NUMERICS_SHIMS[@]}"

# The doc snippets: quoted exactly (scripts/snippets.py), and the iOS ones compiled as
# one app module.
echo "Doc snippets:"
if ! python3 scripts/snippets.py check; then
    ERRORS=$((ERRORS + 1)); echo "  the docs do not quote their snippet files (python3 scripts/snippets.py write updates them)"
fi
python3 scripts/snippets.py list ios > "$WORK/Snippets.list" || fail_setup "scripts/snippets.py list ios failed"
SNIPPETS=$(wc -l < "$WORK/Snippets.list")
compile DocSnippets checked "$WORK/Snippets.list" -swift-version 6 "${NUMERICS_SHIMS[@]}"

echo "make ios-check: $ERRORS errors, $WARNINGS warnings in $(wc -w <<<"$ORDER") library modules, the example app and $SNIPPETS snippets (iPhoneOS $SDK_VERSION SDK, $TARGET; logs in ${LOGS#$ROOT/})"
[ $((ERRORS + WARNINGS)) -eq 0 ]
