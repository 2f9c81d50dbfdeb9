import PopupKitCore

// The looks of a notice that shows the app's view bare (`HostedContent.isBare`):
// what PopupKit would draw around the view is gone, and what places the notice
// (margins from the screen's edges, a popup's dimming, a bubble's distance from
// its target, fonts and spacing that no part uses) stays.

extension ToastStyle {
    /// No padding, background, corners or shadow: the toast is the app's view.
    package var bare: ToastStyle {
        var style = self
        style.horizontalPadding = 0
        style.verticalPadding = 0
        style.backgroundColor = .clear
        style.cornerRadius = 0
        style.displayShadow = false
        return style
    }
}

extension BannerStyle {
    /// No padding, background, border, corners or shadow; the margin from the
    /// screen's edges stays.
    package var bare: BannerStyle {
        var style = self
        style.padding = 0
        style.backgroundColor = .clear
        style.borderWidth = 0
        style.cornerRadius = 0
        style.displayShadow = false
        return style
    }
}

extension PopupStyle {
    /// No padding, card background or corners; the dimming stays.
    package var bare: PopupStyle {
        var style = self
        style.padding = 0
        style.backgroundColor = .clear
        style.cornerRadius = 0
        return style
    }
}

extension BubbleStyle {
    /// No padding, body or pointer drawn (its arrow, dots and line are clear):
    /// the bubble keeps its place beside its target, the app's view in it.
    package var bare: BubbleStyle {
        var style = self
        style.padding = Insets(top: 0, left: 0, bottom: 0, right: 0)
        style.backgroundColor = .clear
        style.lineColor = .clear
        style.cornerRadius = 0
        return style
    }
}
