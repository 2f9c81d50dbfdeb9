import PopupKitPresentation
import PopupKitCore
import PopupKitStage

/// A stand-in app screen drawn behind a tour's pictures: a status bar, a navigation
/// bar with a filter and a compose button, a list, a tab bar, a highlight under
/// what bubbles point at and the keyboard when it is up. Notices on a bare
/// background are hard to judge; on this they read as they would in an app.
///
/// The container declares the app's bars and the backdrop draws them there: the
/// navigation bar fills ``Container/contentInsets``' top below the safe area, the
/// tab bar its bottom above it (``Container/resolvedContentInsets``). A container
/// without content insets shows a screen without bars, and an input that changes
/// them (a pushed screen that hides the tab bar) changes the picture, so the
/// toasts kept clear of the container's bars are seen clear of the drawn ones.
public struct AppBackdrop: Hashable, Sendable {
    /// The navigation bar's title.
    public var title: String
    public var screenColor = NoticeColor(hex: "#F2F2F7")!
    public var barColor = NoticeColor.white
    public var rowColor = NoticeColor.white
    public var placeholderColor = NoticeColor(hex: "#D8D8DE")!
    public var separatorColor = NoticeColor(hex: "#C6C6C8")!
    public var tintColor = NoticeColor(hex: "#007AFF")!
    public var keyboardColor = NoticeColor(hex: "#D1D3D9")!
    public var keyColor = NoticeColor(hex: "#FDFDFE")!
    public var titleColor = NoticeColor.black
    /// What the list's rows say, top first: rows past the end show placeholder
    /// lines, as an app's list would before it loads. A playground labels its
    /// buttons this way.
    public var rowLabels: [RowLabel] = []

    /// A row's text, and the short badge drawn in its avatar (a key to press).
    public struct RowLabel: Hashable, Sendable {
        public var badge: String
        public var text: String

        public init(badge: String, text: String) {
            self.badge = badge
            self.text = text
        }
    }

    /// Height of a navigation bar below the top safe area (UIKit's), and of a list row.
    public static let barHeight = 44.0
    static let rowHeight = 64.0

    /// Content insets with a navigation bar and a tab bar of UIKit's heights on
    /// `safeArea`: what a container declares to show the stand-in app with both bars.
    public static func contentInsets(withBarsOn safeArea: Insets) -> Insets {
        Insets(top: safeArea.top + barHeight, left: safeArea.left, bottom: safeArea.bottom + tabBarHeight,
                   right: safeArea.right)
    }

    /// The navigation bar's bottom edge: the content insets' top (the safe area's
    /// when the container declares no navigation bar).
    static func navigationBarBottom(of container: Container) -> Double {
        container.resolvedContentInsets.top
    }

    /// The navigation bar's height below the top safe area (0 without one).
    static func navigationBarHeight(of container: Container) -> Double {
        navigationBarBottom(of: container) - container.safeArea.top
    }

    /// A backdrop in the light palette, or in the dark one (a dark screen's system
    /// colours) so notices on a dark container are seen on a dark app.
    public init(title: String = "Inbox", appearance: Appearance = .light) {
        self.title = title
        guard appearance == .dark else { return }
        screenColor = .black
        barColor = NoticeColor(hex: "#1C1C1E")!
        rowColor = NoticeColor(hex: "#1C1C1E")!
        placeholderColor = NoticeColor(hex: "#3A3A3C")!
        separatorColor = NoticeColor(hex: "#38383A")!
        tintColor = NoticeColor(hex: "#0A84FF")!
        keyboardColor = NoticeColor(hex: "#2C2C2E")!
        keyColor = NoticeColor(hex: "#5A5A5E")!
        titleColor = .white
    }

    /// `scene` drawn over the stand-in app screen in the appearance of `stage`'s
    /// container: what every picture, recording and live window of the command
    /// line lays behind the notices (a host driver's backdrop).
    public static func laidBehind(_ scene: RenderScene, on stage: Stage) -> RenderScene {
        AppBackdrop(appearance: stage.container.appearance).behind(scene, on: stage)
    }

    /// `scene` drawn over the backdrop of `stage`'s container, with a highlight
    /// under the target of every bubble on screen.
    public func behind(_ scene: RenderScene, on stage: Stage) -> RenderScene {
        let targets = stage.engine.screen.compactMap { item -> Rect? in
            if case .bubble(let bubble) = item.content { bubble.target } else { nil }
        }
        var result = scene
        result.nodes = nodes(for: stage.container, targets: targets, measurer: stage.measurer) + scene.nodes
        return result
    }

    /// The backdrop for `container`, with a highlight under each of `targets`.
    /// - Complexity: O(rows + keys + targets).
    public func nodes(for container: Container, targets: [Rect] = [], measurer: any TextMeasuring) -> [RenderNode] {
        let container = container.sanitized
        let bounds = container.bounds
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        var nodes: [RenderNode] = [.box(BoxNode(rect: bounds, fill: screenColor))]
        let barBottom = Self.navigationBarBottom(of: container)
        let barHeight = Self.navigationBarHeight(of: container)
        nodes.append(.box(BoxNode(rect: Rect(x: 0, y: 0, width: bounds.width, height: barBottom), fill: barColor)))
        if barHeight > 0 {
            nodes.append(.box(BoxNode(rect: Rect(x: 0, y: barBottom - 0.5, width: bounds.width, height: 0.5),
                                      fill: separatorColor)))
            let font = NoticeFont.bold(17)
            let titleWidth = max(0, bounds.width - 120)
            let metrics = measurer.fit(title, font: font, maxWidth: titleWidth, maxHeight: barHeight, lineLimit: 1)
            let titleFrame = Rect(x: bounds.midX - metrics.size.width / 2, y: barBottom - barHeight / 2 - metrics.size.height / 2,
                                  width: metrics.size.width, height: metrics.size.height)
            nodes.append(.text(TextNode(placement: TextPlacement(text: title, frame: titleFrame, font: font,
                                                                 alignment: .center, lineLimit: metrics.lineLimit),
                                        color: titleColor)))
        }
        nodes += rows(in: Self.rowArea(of: container), measurer: measurer)
        nodes += tabBar(in: container, measurer: measurer)
        // A soft highlight under each target, below the controls' icons.
        for target in targets where target.isFinite {
            nodes.append(.box(BoxNode(rect: target, cornerRadius: min(12, target.width / 2, target.height / 2),
                                      fill: tintColor.withAlpha(0.14))))
        }
        if barHeight >= 30 { nodes += navigationButtons(in: container) }
        nodes += statusBar(in: container, measurer: measurer)
        if container.keyboardHeight > 0 {
            nodes += keyboard(Rect(x: 0, y: bounds.height - container.keyboardHeight,
                                   width: bounds.width, height: container.keyboardHeight))
        }
        return nodes
    }

    /// The list row under `point` in `container`, counted from 1 at the top, or
    /// `nil` when the point is on no row (the bar, the gap, below the list): what
    /// a live host reports when a tap passes through to the app.
    /// - Complexity: O(1).
    public func row(at point: Point, in container: Container) -> Int? {
        let area = Self.rowArea(of: container.sanitized)
        guard area.width > 32 else { return nil }
        return grid(in: area).index(at: point).map { $0 + 1 }
    }

    /// The frame of list row `row` (from 1) in `container`, or `nil` when the list
    /// has no such row: what a bubble pointing at a row points at.
    /// - Complexity: O(1).
    public func frame(ofRow row: Int, in container: Container) -> Rect? {
        let area = Self.rowArea(of: container.sanitized)
        let grid = grid(in: area)
        guard area.width > 32, row >= 1, row <= grid.count else { return nil }
        return grid.frame(of: row - 1)
    }

    /// Where the list is: inside the content insets (below the navigation bar, above
    /// the tab bar), 16 points below the top one.
    private static func rowArea(of container: Container) -> Rect {
        let content = container.contentRect
        return Rect(x: content.minX, y: content.minY + 16, width: content.width, height: max(0, content.height - 16))
    }

    /// The list's rows in `area`: one column of 64-point rows, unless the labels
    /// need shorter rows or more columns (``ListGrid``).
    private func grid(in area: Rect) -> ListGrid {
        ListGrid(area: area, labels: rowLabels.count)
    }

    /// List rows filling `area`: an avatar and two placeholder lines each.
    private func rows(in area: Rect, measurer: any TextMeasuring) -> [RenderNode] {
        guard area.width > 32, area.height > 0 else { return [] }
        var nodes: [RenderNode] = []
        let grid = grid(in: area)
        for index in 0..<grid.count {
            let row = grid.frame(of: index)
            nodes.append(.box(BoxNode(rect: row, fill: rowColor)))
            let lineX = row.minX + 68
            if index < rowLabels.count {
                nodes += labelled(row, rowLabels[index], textX: lineX, measurer: measurer)
                continue
            }
            nodes.append(.dot(DotNode(center: Point(x: row.minX + 36, y: row.midY), radius: min(20, row.height / 2 - 3),
                                      color: placeholderColor)))
            let lineWidth = max(0, row.width - 84)
            let widths = [0.55, 0.85].map { $0 * lineWidth * (index % 2 == 0 ? 1 : 0.8) }
            nodes.append(.box(BoxNode(rect: Rect(x: lineX, y: row.minY + row.height * 18 / 64, width: widths[0], height: 10),
                                      cornerRadius: 5, fill: placeholderColor)))
            nodes.append(.box(BoxNode(rect: Rect(x: lineX, y: row.minY + row.height * 36 / 64, width: widths[1], height: 8),
                                      cornerRadius: 4, fill: placeholderColor.withAlpha(0.6))))
            nodes.append(.box(BoxNode(rect: Rect(x: lineX, y: row.maxY - 0.5, width: row.maxX - lineX, height: 0.5),
                                      fill: separatorColor)))
        }
        return nodes
    }

    /// A labelled row: its badge in a tinted avatar, its text beside it.
    private func labelled(_ row: Rect, _ label: RowLabel, textX: Double, measurer: any TextMeasuring) -> [RenderNode] {
        let radius = min(20, row.height / 2 - 3)
        var nodes: [RenderNode] = [.dot(DotNode(center: Point(x: row.minX + 36, y: row.midY), radius: radius, color: tintColor))]
        let badgeFont = NoticeFont.bold(17)
        let badge = measurer.measure(label.badge, font: badgeFont, maxWidth: 36, lineLimit: 1)
        nodes.append(.text(TextNode(placement: TextPlacement(
            text: label.badge, frame: Rect(x: row.minX + 36 - badge.size.width / 2, y: row.midY - badge.size.height / 2,
                                           width: badge.size.width, height: badge.size.height),
            font: badgeFont, alignment: .center, lineLimit: 1), color: .white)))
        let font = NoticeFont.system(15)
        let width = max(0, row.maxX - textX - 16)
        let text = measurer.measure(label.text, font: font, maxWidth: width, lineLimit: 2)
        nodes.append(.text(TextNode(placement: TextPlacement(
            text: label.text, frame: Rect(x: textX, y: row.midY - text.size.height / 2, width: text.size.width,
                                          height: text.size.height),
            font: font, alignment: .natural, lineLimit: 2), color: titleColor)))
        nodes.append(.box(BoxNode(rect: Rect(x: textX, y: row.maxY - 0.5, width: row.maxX - textX, height: 0.5),
                                  fill: separatorColor)))
        return nodes
    }

    /// A keyboard: three rows of keys and a space bar.
    private func keyboard(_ area: Rect) -> [RenderNode] {
        var nodes: [RenderNode] = [.box(BoxNode(rect: area, fill: keyboardColor))]
        let rowHeight = min(54, area.height / 4.5)
        guard rowHeight > 8, area.width > 40 else { return nodes }
        let keysPerRow = [10, 9, 7]
        let gap = 6.0
        let keyWidth = (area.width - 6 - Double(keysPerRow[0]) * gap) / Double(keysPerRow[0])
        for (row, keys) in keysPerRow.enumerated() {
            let rowWidth = Double(keys) * keyWidth + Double(keys - 1) * gap
            let startX = area.midX - rowWidth / 2
            let y = area.minY + 8 + Double(row) * rowHeight
            for key in 0..<keys {
                let rect = Rect(x: startX + Double(key) * (keyWidth + gap), y: y, width: keyWidth, height: rowHeight - 12)
                nodes.append(.box(BoxNode(rect: rect, cornerRadius: 5, fill: keyColor)))
            }
        }
        let spaceY = area.minY + 8 + 3 * rowHeight
        nodes.append(.box(BoxNode(rect: Rect(x: area.midX - area.width * 0.25, y: spaceY, width: area.width * 0.5,
                                             height: rowHeight - 12),
                                  cornerRadius: 5, fill: keyColor)))
        return nodes
    }
}
