import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// The contact sheet's grid and the stand-in app screen behind tour pictures.
@Suite("Contact sheet and backdrop")
struct ContactSheetTests {
    private let measurer = FixedAdvanceTextMeasurer()

    private func frames(_ count: Int, lines: Int = 2) -> [ContactSheet.Frame] {
        (0..<count).map { index in
            let size = index % 3 == 2 ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
            return ContactSheet.Frame(imageName: "f\(index).png", size: size, title: "\(index) s",
                                      lines: (0..<lines).map { "step \($0) of frame \(index)" })
        }
    }

    private func images(_ scene: RenderScene) -> [ImageNode] {
        scene.nodes.compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    private func texts(_ scene: RenderScene) -> [TextPlacement] {
        scene.nodes.compactMap { if case .text(let text) = $0 { text.placement } else { nil } }
    }

    @Test("frames go in reading order, columns wide, fitted into their box with the aspect kept")
    func grid() {
        var sheet = ContactSheet(heading: "Tour")
        sheet.columns = 4
        let scene = sheet.scene(frames: frames(10), measurer: measurer)
        let pictures = images(scene)
        #expect(pictures.map(\.name) == (0..<10).map { "f\($0).png" })
        let columns = Set(pictures.map { ($0.rect.midX * 10).rounded() }).count
        #expect(columns == 4)
        for (index, picture) in pictures.enumerated() {
            let source = index % 3 == 2 ? 844.0 / 390.0 : 390.0 / 844.0
            #expect(abs(picture.rect.width / picture.rect.height - source) < 1e-9)
            #expect(picture.rect.width <= sheet.thumbnail.width + 1e-9 && picture.rect.height <= sheet.thumbnail.height + 1e-9)
            #expect(Rect(origin: .zero, size: scene.size).contains(picture.rect))
        }
        for (a, b) in zip(pictures, pictures.dropFirst()) where (pictures.firstIndex(of: b)! % 4) != 0 {
            #expect(a.rect.maxX < b.rect.minX, "\(a.rect) then \(b.rect)")
        }
        #expect(pictures[4].rect.minY > pictures[0].rect.maxY)
    }

    @Test("labels sit under their picture, inside the cell's width, and never overlap the next row")
    func labels() {
        let sheet = ContactSheet(heading: "Tour")
        let scene = sheet.scene(frames: frames(8, lines: 3), measurer: measurer)
        let labels = texts(scene)
        #expect(labels.first?.text == "Tour")
        let pictures = images(scene)
        for label in labels.dropFirst() {
            #expect(label.frame.width <= sheet.thumbnail.width + 1e-9)
            #expect(Rect(origin: .zero, size: scene.size).contains(label.frame))
            for picture in pictures { #expect(!picture.rect.overlaps(label.frame), "\(label.text) over \(picture.name)") }
        }
        #expect(labels.contains { $0.text == "7 s" && $0.font == sheet.titleFont })
    }

    @Test("a label with more lines than fit ends with how many were left out")
    func longLabels() {
        var sheet = ContactSheet(heading: "Tour")
        sheet.maximumLines = 3
        let scene = sheet.scene(frames: frames(1, lines: 5), measurer: measurer)
        #expect(texts(scene).map(\.text) == ["Tour", "0 s", "step 0 of frame 0", "step 1 of frame 0", "+ 3 more"])
    }

    @Test("no frames give the heading alone; a frame of no size gives an empty picture, not a crash")
    func degenerate() {
        let sheet = ContactSheet(heading: "Empty")
        let empty = sheet.scene(frames: [], measurer: measurer)
        #expect(images(empty).isEmpty)
        #expect(empty.size.width > 0 && empty.size.height > 0)
        let odd = sheet.scene(frames: [ContactSheet.Frame(imageName: "x", size: Size(width: 0, height: .nan),
                                                          title: "?", lines: [])], measurer: measurer)
        #expect(images(odd).map(\.rect.size) == [.zero])
    }

    @Test("the backdrop fills the screen, draws the keyboard at its height and a highlight under each target")
    func backdrop() {
        var container = Container()
        container.keyboardHeight = 300
        let target = Rect(x: 300, y: 60, width: 44, height: 44)
        let nodes = AppBackdrop().nodes(for: container, targets: [target], measurer: measurer)
        let boxes = nodes.compactMap { if case .box(let box) = $0 { box } else { nil } }
        #expect(boxes.first?.rect == container.bounds)
        #expect(boxes.contains { $0.rect == Rect(x: 0, y: 844 - 300, width: 390, height: 300) })
        #expect(boxes.contains { $0.rect == target && $0.fill == AppBackdrop().tintColor.withAlpha(0.14) })
        let keys = boxes.filter { $0.rect.minY > 544 && $0.fill == AppBackdrop().keyColor }
        #expect(keys.count == 27, "10 + 9 + 7 keys and a space bar")
        #expect(AppBackdrop().nodes(for: Container(size: .zero), measurer: measurer).isEmpty)
    }

    @Test("the stand-in app has a status bar, a filter and a compose button in its bar and a tab bar, the bubbles' targets")
    func controls() {
        let container = Container(size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
                                  contentInsets: Insets(top: 91, bottom: 83))
        #expect(AppBackdrop.contentInsets(withBarsOn: container.safeArea) == container.contentInsets)
        let backdrop = AppBackdrop()
        #expect(backdrop.filterButton(in: container) == Rect(x: 6, y: 47, width: 44, height: 44))
        #expect(backdrop.composeButton(in: container) == Rect(x: 340, y: 47, width: 44, height: 44))
        #expect(backdrop.tabBarItem(1, in: container) == Rect(x: 97.5, y: 761, width: 97.5, height: 49))
        #expect(backdrop.tabBarItem(4, in: container) == nil)
        let nodes = backdrop.nodes(for: container, measurer: measurer)
        let texts = nodes.compactMap { if case .text(let text) = $0 { text.placement.text } else { nil } }
        #expect(texts == ["Inbox"] + AppBackdrop.tabs + ["9:41"], "the title, the tabs' labels, the time")
        let paths = nodes.compactMap { if case .path(let path) = $0 { path } else { nil } }
        let compose = backdrop.composeButton(in: container)
        #expect(paths.contains { $0.points.allSatisfy { compose.contains($0) } }, "the compose button's pencil")
        let boxes = nodes.compactMap { if case .box(let box) = $0 { box } else { nil } }
        #expect(boxes.contains { $0.rect == Rect(x: 0, y: 761, width: 390, height: 83) }, "the tab bar to the bottom edge")
        // The list stops above the tab bar.
        #expect((backdrop.frame(ofRow: 10, in: container)?.maxY ?? .infinity) <= 761)
    }

    @Test("the stand-in app draws its bars where the container's content insets say: none without, no tab bar when a pushed screen hides it")
    func barsFollowTheContainer() {
        func texts(_ container: Container) -> [String] {
            AppBackdrop().nodes(for: container, measurer: measurer).compactMap {
                if case .text(let text) = $0 { text.placement.text } else { nil }
            }
        }
        let safe = Insets(top: 47, bottom: 34)
        let plain = Container(size: Size(width: 390, height: 844), safeArea: safe)
        #expect(texts(plain) == ["9:41"], "no navigation bar, no tab bar: the status bar alone")
        let pushed = Container(size: Size(width: 390, height: 844), safeArea: safe, contentInsets: Insets(top: 91, bottom: 34))
        #expect(texts(pushed) == ["Inbox", "9:41"], "the navigation bar stays, the tab bar is gone")
        #expect(AppBackdrop().tabBarItem(0, in: pushed) == nil)
        let firstRow = AppBackdrop().frame(ofRow: 1, in: pushed)
        #expect(firstRow?.minY == 107.0, "the list starts 16 points below the navigation bar")
        let tall = Container(size: Size(width: 390, height: 844), safeArea: safe, contentInsets: Insets(top: 143, bottom: 83))
        let title = AppBackdrop().nodes(for: tall, measurer: measurer).compactMap { node -> Rect? in
            if case .text(let text) = node, text.placement.text == "Inbox", text.placement.font.size == 17 { text.placement.frame } else { nil }
        }
        #expect(title.count == 1 && abs((title.first?.midY ?? 0) - (47 + 143) / 2) < 1e-9, "centred in a taller bar")
    }

    @Test("behind a scene, the backdrop goes first and the scene's nodes follow unchanged")
    func behind() throws {
        let scenario = try Scenario(json: Data(#"""
            {"events": [{"at": 0, "bubble": {"id": "tip", "text": "Hi", "target": {"x": 10, "y": 100, "width": 40, "height": 40}}}]}
            """#.utf8))
        let stage = ScenarioRunner(scenario).run(until: Instant(seconds: 1)).stage
        let scene = stage.scene(at: Instant(seconds: 1))
        let combined = AppBackdrop().behind(scene, on: stage)
        #expect(Array(combined.nodes.suffix(scene.nodes.count)) == scene.nodes)
        #expect(combined.nodes.contains {
            if case .box(let box) = $0 { box.rect == Rect(x: 10, y: 100, width: 40, height: 40) } else { false }
        })
    }
}
