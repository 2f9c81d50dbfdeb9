/// Dynamic Type: how much larger than the default the user wants text, from the
/// content size category a platform reports (UIKit:
/// `UITraitCollection.preferredContentSizeCategory.rawValue`).
///
/// The factor is the body text style's size in that category over its size at
/// the default (Large, 17 pt): 14/17 for Extra Small up to 53/17 for the largest
/// accessibility size. Notices scale every font by it, as text in the app around
/// them does.
package enum TextScale {
    /// Body sizes per category, in points (Apple's Human Interface Guidelines).
    static let bodySizes: [String: Double] = [
        "UICTContentSizeCategoryXS": 14, "UICTContentSizeCategoryS": 15, "UICTContentSizeCategoryM": 16,
        "UICTContentSizeCategoryL": 17, "UICTContentSizeCategoryXL": 19, "UICTContentSizeCategoryXXL": 21,
        "UICTContentSizeCategoryXXXL": 23, "UICTContentSizeCategoryAccessibilityM": 28,
        "UICTContentSizeCategoryAccessibilityL": 33, "UICTContentSizeCategoryAccessibilityXL": 40,
        "UICTContentSizeCategoryAccessibilityXXL": 47, "UICTContentSizeCategoryAccessibilityXXXL": 53,
    ]

    /// The factor for a category; 1 for the default, an unspecified or an unknown one.
    package static func factor(contentSizeCategory: String) -> Double {
        (bodySizes[contentSizeCategory] ?? 17) / 17
    }
}
