import PopupKitPresentation
import PopupKitCore

/// The stand-in app's controls: a status bar, a filter and a compose button in the
/// navigation bar and a tab bar at the bottom. They are real targets for the
/// examples' bubbles, so a tip points at something a user would tap.
extension AppBackdrop {
    /// Height of a tab bar above the bottom safe area (UIKit's).
    public static let tabBarHeight = 49.0
    /// The tab bar's items, leading first; the first is the selected one.
    public static let tabs = ["Inbox", "Search", "Profile", "Settings"]
    /// The system's secondary grey, for the tabs not selected (light and dark).
    static let unselectedTabColor = NoticeColor(hex: "#8E8E93")!

    /// The compose button at the navigation bar's trailing end (44 points wide, as
    /// tall as the bar, at most 44).
    /// - Complexity: O(1).
    public func composeButton(in container: Container) -> Rect {
        let container = container.sanitized
        return Rect(x: container.size.width - container.safeArea.right - 50, y: container.safeArea.top, width: 44,
                    height: Self.buttonHeight(in: container))
    }

    /// The filter button at the navigation bar's leading end (44 points wide, as tall
    /// as the bar, at most 44).
    /// - Complexity: O(1).
    public func filterButton(in container: Container) -> Rect {
        let container = container.sanitized
        return Rect(x: container.safeArea.left + 6, y: container.safeArea.top, width: 44, height: Self.buttonHeight(in: container))
    }

    /// A navigation bar button's height: the bar's, at most 44 points.
    private static func buttonHeight(in container: Container) -> Double {
        min(44, max(0, navigationBarHeight(of: container)))
    }

    /// The slot of tab `index` (from 0, in ``tabs``) in the tab bar, or `nil` when
    /// there is no such tab.
    /// - Complexity: O(1).
    public func tabBarItem(_ index: Int, in container: Container) -> Rect? {
        let bar = Self.tabBarArea(of: container.sanitized)
        guard Self.tabs.indices.contains(index), bar.width > 0, bar.height > 0 else { return nil }
        let width = bar.width / Double(Self.tabs.count)
        return Rect(x: bar.minX + Double(index) * width, y: bar.minY, width: width, height: bar.height)
    }

    /// Where the tab bar's items are: the content insets' bottom above the bottom
    /// safe area, inside the left and right safe areas (empty without a tab bar).
    static func tabBarArea(of container: Container) -> Rect {
        let top = container.size.height - container.resolvedContentInsets.bottom
        return Rect(x: container.safeArea.left, y: top,
                    width: max(0, container.size.width - container.safeArea.left - container.safeArea.right),
                    height: max(0, container.size.height - container.safeArea.bottom - top))
    }

    /// The status bar in the top safe area: the time, signal bars and a battery.
    func statusBar(in container: Container, measurer: any TextMeasuring) -> [RenderNode] {
        let height = container.safeArea.top
        guard height >= 20, container.size.width >= 200 else { return [] }
        let font = NoticeFont.bold(15)
        let time = measurer.measure("9:41", font: font, maxWidth: 60, lineLimit: 1)
        let midY = height / 2 + 4
        var nodes: [RenderNode] = [.text(TextNode(placement: TextPlacement(
            text: "9:41", frame: Rect(x: 54 - time.size.width / 2, y: midY - time.size.height / 2,
                                      width: time.size.width, height: time.size.height),
            font: font, alignment: .center, lineLimit: 1), color: titleColor))]
        let right = container.size.width - 24
        for bar in 0..<4 {
            let barHeight = 4 + Double(bar) * 2
            nodes.append(.box(BoxNode(rect: Rect(x: right - 62 + Double(bar) * 4.5, y: midY + 5 - barHeight, width: 3,
                                                 height: barHeight), cornerRadius: 1, fill: titleColor)))
        }
        let battery = Rect(x: right - 27, y: midY - 6, width: 25, height: 12)
        nodes.append(.box(BoxNode(rect: battery, cornerRadius: 3.5, fill: .clear, borderColor: titleColor.withAlpha(0.4),
                                  borderWidth: 1)))
        nodes.append(.box(BoxNode(rect: battery.inset(by: Insets(top: 2, left: 2, bottom: 2, right: 2)),
                                  cornerRadius: 2, fill: titleColor)))
        nodes.append(.box(BoxNode(rect: Rect(x: battery.maxX + 1, y: midY - 2, width: 1.5, height: 4), cornerRadius: 0.75,
                                  fill: titleColor.withAlpha(0.4))))
        return nodes
    }

    /// The filter button (three lines, shorter down) and the compose button (a
    /// square and a pencil), in the tint colour.
    func navigationButtons(in container: Container) -> [RenderNode] {
        guard container.size.width >= 200 else { return [] }
        let filter = filterButton(in: container)
        var nodes: [RenderNode] = []
        for (line, width) in [22.0, 15, 8].enumerated() {
            nodes.append(.box(BoxNode(rect: Rect(x: filter.midX - width / 2, y: filter.midY - 7 + Double(line) * 7,
                                                 width: width, height: 2.2), cornerRadius: 1.1, fill: tintColor)))
        }
        let compose = composeButton(in: container)
        let square = Rect(x: compose.midX - 11, y: compose.midY - 9, width: 19, height: 19)
        nodes.append(.path(PathNode(points: [Point(x: square.midX + 2, y: square.minY), Point(x: square.minX, y: square.minY),
                                            Point(x: square.minX, y: square.maxY), Point(x: square.maxX, y: square.maxY),
                                            Point(x: square.maxX, y: square.midY - 2)],
                                   closed: false, strokeColor: tintColor, strokeWidth: 1.8)))
        nodes.append(.path(PathNode(points: [Point(x: square.midX - 1, y: square.midY + 3), Point(x: square.maxX + 4, y: square.minY - 4)],
                                   closed: false, strokeColor: tintColor, strokeWidth: 2.6)))
        return nodes
    }

    /// The tab bar: its background to the bottom edge, a hairline above, and an
    /// icon and a label per tab (the first selected, in the tint colour).
    func tabBar(in container: Container, measurer: any TextMeasuring) -> [RenderNode] {
        let area = Self.tabBarArea(of: container)
        guard area.width >= 200, area.height >= 30, area.minY > Self.navigationBarBottom(of: container) else { return [] }
        var nodes: [RenderNode] = [
            .box(BoxNode(rect: Rect(x: 0, y: area.minY, width: container.size.width, height: container.size.height - area.minY),
                         fill: barColor)),
            .box(BoxNode(rect: Rect(x: 0, y: area.minY, width: container.size.width, height: 0.5), fill: separatorColor)),
        ]
        let font = NoticeFont.system(10)
        for index in Self.tabs.indices {
            guard let slot = tabBarItem(index, in: container) else { continue }
            let color = index == 0 ? tintColor : Self.unselectedTabColor
            let icon = Rect(x: slot.midX - 12, y: slot.minY + 6, width: 24, height: 22)
            nodes.append(tabIcon(index, in: icon, color: color))
            let label = measurer.measure(Self.tabs[index], font: font, maxWidth: slot.width, lineLimit: 1)
            nodes.append(.text(TextNode(placement: TextPlacement(
                text: Self.tabs[index], frame: Rect(x: slot.midX - label.size.width / 2, y: icon.maxY + 3,
                                                    width: label.size.width, height: label.size.height),
                font: font, alignment: .center, lineLimit: 1), color: color)))
        }
        return nodes
    }

    /// A tab's icon: a tray, a magnifier, a person and a gear-like dial.
    private func tabIcon(_ index: Int, in rect: Rect, color: NoticeColor) -> RenderNode {
        let stroke = 1.8
        let children: [RenderNode]
        switch index {
        case 0:
            children = [.box(BoxNode(rect: rect.inset(by: Insets(top: 2, left: 1, bottom: 2, right: 1)), cornerRadius: 4,
                                     fill: color.withAlpha(0.2), borderColor: color, borderWidth: stroke)),
                        .path(PathNode(points: [Point(x: rect.minX + 1, y: rect.midY + 2), Point(x: rect.minX + 8, y: rect.midY + 2),
                                                Point(x: rect.midX, y: rect.midY + 6), Point(x: rect.maxX - 8, y: rect.midY + 2),
                                                Point(x: rect.maxX - 1, y: rect.midY + 2)],
                                       closed: false, strokeColor: color, strokeWidth: stroke))]
        case 1:
            let lens = Rect(x: rect.minX + 3, y: rect.minY + 1, width: 15, height: 15)
            children = [.box(BoxNode(rect: lens, cornerRadius: 7.5, fill: .clear, borderColor: color, borderWidth: stroke)),
                        .path(PathNode(points: [Point(x: lens.maxX - 2, y: lens.maxY - 2), Point(x: rect.maxX - 3, y: rect.maxY - 1)],
                                       closed: false, strokeColor: color, strokeWidth: stroke + 0.6))]
        case 2:
            children = [.dot(DotNode(center: Point(x: rect.midX, y: rect.minY + 6), radius: 5, color: color)),
                        .box(BoxNode(rect: Rect(x: rect.midX - 9, y: rect.minY + 13, width: 18, height: 9), cornerRadius: 4.5,
                                     fill: color))]
        default:
            let center = Point(x: rect.midX, y: rect.midY)
            children = [.box(BoxNode(rect: Rect(x: center.x - 9, y: center.y - 9, width: 18, height: 18), cornerRadius: 9,
                                     fill: .clear, borderColor: color, borderWidth: stroke + 1.2)),
                        .dot(DotNode(center: center, radius: 3, color: color))]
        }
        return .group(RenderGroup(name: "tab \(Self.tabs[index])", children: children))
    }
}
