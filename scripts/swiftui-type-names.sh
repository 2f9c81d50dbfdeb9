#!/usr/bin/env bash
# Prints the top-level type names SwiftUI declares (SwiftUI and SwiftUICore), one per
# line, from an iPhoneOS SDK's module interfaces: the list
# Tests/PopupKitArchitectureTests/SwiftUITypeNames.txt is made with
#   scripts/swiftui-type-names.sh /opt/ios-sdk/iPhoneOS18.6.sdk
# A PopupKit type an app's `import PopupKit` reaches must not have one of these names:
# in a file that imports both, the name would be ambiguous.
set -euo pipefail
sdk=${1:?usage: swiftui-type-names.sh IPHONEOS_SDK}
frameworks=$sdk/System/Library/Frameworks
echo "# The top-level type names SwiftUI and SwiftUICore declare ($(basename "$sdk")), one per"
echo "# line. Made by scripts/swiftui-type-names.sh; read by SwiftUINamesTests."
for module in SwiftUI SwiftUICore; do
    cat "$frameworks/$module.framework/Modules/$module.swiftmodule/arm64-apple-ios.swiftinterface"
done | grep -oE "^(@[A-Za-z_(). ,*0-9:]+ )*(public )?(@frozen )?(final )?(struct|enum|class|protocol|typealias|actor) [A-Za-z_][A-Za-z0-9_]*" \
    | awk '{print $NF}' | grep -v '^_' | sort -u
