/// The Dynamic Type limits an app sets on part of its screen (UIKit, iOS 15:
/// `minimumContentSizeCategory` and `maximumContentSizeCategory` on a view or a
/// window): the content size categories, by their raw values, that text there
/// stays within.
///
/// An app that caps Dynamic Type on its window (or on the view it installs
/// PopupKit from) expects notices to respect the cap as its own text does, and
/// its own views hosted in a notice to render at the size they have in the app.
/// The host therefore measures notices at ``clamp(_:)`` of the preferred
/// category, and sets these limits on its overlay window.
///
/// `nil` is no limit; so are an unspecified or unknown category. As in UIKit, a
/// minimum above the maximum leaves only the maximum.
package struct ContentSizeLimits: Hashable, Sendable {
    /// UIKit's categories, smallest first (`UIContentSizeCategory.rawValue`).
    package static let categories = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
        "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    /// The smallest category text may take; `nil` for none.
    package private(set) var minimum: String?
    /// The largest category text may take; `nil` for none.
    package private(set) var maximum: String?

    /// No limits.
    package static let none = ContentSizeLimits()

    /// - Parameters: the categories as the platform reports them; an unknown or
    ///   unspecified one (or the smallest as a minimum, the largest as a maximum)
    ///   limits nothing.
    package init(minimum: String? = nil, maximum: String? = nil) {
        let low = minimum.flatMap(Self.rank)
        let high = maximum.flatMap(Self.rank)
        self.minimum = low.flatMap { $0 > 0 ? Self.categories[$0] : nil }
        self.maximum = high.flatMap { $0 < Self.categories.count - 1 ? Self.categories[$0] : nil }
    }

    /// `category` within the limits (the maximum wins over a larger minimum); an
    /// unknown or unspecified category is returned as it is.
    package func clamp(_ category: String) -> String {
        guard let rank = Self.rank(category) else { return category }
        return Self.categories[clampRank(rank)]
    }

    /// The limits of a view inside this one: text there is clamped by these
    /// limits first, then by `inner`'s (UIKit applies a superview's limits
    /// before a subview's). The result clamps every category as the two in turn
    /// do, so it is what a window needs to render like that view.
    package func then(_ inner: ContentSizeLimits) -> ContentSizeLimits {
        let low = inner.clampRank(minimum.flatMap(Self.rank) ?? 0)
        let high = inner.clampRank(maximum.flatMap(Self.rank) ?? Self.categories.count - 1)
        return ContentSizeLimits(minimum: Self.categories[low], maximum: Self.categories[high])
    }

    private func clampRank(_ rank: Int) -> Int {
        var rank = rank
        if let minimum, let low = Self.rank(minimum) { rank = max(rank, low) }
        if let maximum, let high = Self.rank(maximum) { rank = min(rank, high) }
        return rank
    }

    private static func rank(_ category: String) -> Int? {
        categories.firstIndex(of: category)
    }
}
