import PopupKit
import PopupKitScenario
import Testing

/// `AppBackdrop.row(at:in:)`: which stand-in list row a tap passed through to.
@Suite("Backdrop rows")
struct AppBackdropRowTests {
    private let container = Container(size: Size(width: 390, height: 844),
                                      safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
                                      contentInsets: AppBackdrop.contentInsets(withBarsOn: Insets(top: 47, bottom: 34)))

    /// The row boxes the backdrop draws: full-width boxes of the row height.
    private func drawnRows(_ container: Container) -> [Rect] {
        AppBackdrop().nodes(for: container, measurer: FixedAdvanceTextMeasurer()).compactMap { node -> Rect? in
            guard case .box(let box) = node, box.rect.height == 64 else { return nil }
            return box.rect
        }
    }

    @Test("the centre of every drawn row is that row, counted from 1 at the top")
    func everyRow() {
        let rows = drawnRows(container)
        #expect(rows.count == 10)
        for (index, rect) in rows.enumerated() {
            #expect(AppBackdrop().row(at: rect.center, in: container) == index + 1)
            #expect(AppBackdrop().row(at: Point(x: rect.minX + 1, y: rect.minY), in: container) == index + 1)
        }
    }

    @Test("the bar, the gap under it, below the list and non-finite points are no row")
    func noRow() {
        let rows = drawnRows(container)
        let backdrop = AppBackdrop()
        #expect(backdrop.row(at: Point(x: 100, y: 60), in: container) == nil)
        #expect(backdrop.row(at: Point(x: 100, y: rows[0].minY - 1), in: container) == nil)
        #expect(backdrop.row(at: Point(x: 100, y: rows[rows.count - 1].maxY + 1), in: container) == nil)
        #expect(backdrop.row(at: Point(x: .nan, y: 300), in: container) == nil)
        #expect(backdrop.row(at: Point(x: 400, y: 300), in: container) == nil)
    }

    @Test("a rotated screen has fewer rows, inside its side insets")
    func rotated() {
        let safe = Insets(top: 0, left: 47, bottom: 21, right: 47)
        let wide = Container(size: Size(width: 844, height: 390), safeArea: safe,
                             contentInsets: AppBackdrop.contentInsets(withBarsOn: safe))
        let rows = drawnRows(wide)
        #expect(rows.count == 4)
        #expect(AppBackdrop().row(at: Point(x: 20, y: rows[0].midY), in: wide) == nil)
        #expect(AppBackdrop().row(at: Point(x: 60, y: rows[3].midY), in: wide) == 4)
    }

    @Test("frame(ofRow:) is the drawn row; rows past the list have none")
    func frames() {
        let rows = drawnRows(container)
        for (index, rect) in rows.enumerated() {
            #expect(AppBackdrop().frame(ofRow: index + 1, in: container) == rect)
        }
        #expect(AppBackdrop().frame(ofRow: 0, in: container) == nil)
        #expect(AppBackdrop().frame(ofRow: rows.count + 1, in: container) == nil)
    }

    @Test("a labelled row draws its badge and text instead of placeholder lines; the rest stay placeholders")
    func labels() throws {
        var backdrop = AppBackdrop()
        backdrop.rowLabels = [AppBackdrop.RowLabel(badge: "T", text: "Toast at the top")]
        let nodes = backdrop.nodes(for: container, measurer: FixedAdvanceTextMeasurer())
        let texts = nodes.compactMap { node -> TextNode? in
            if case .text(let text) = node { text } else { nil }
        }
        let row = try #require(backdrop.frame(ofRow: 1, in: container))
        let label = texts.first { $0.placement.text == "Toast at the top" }
        #expect(label.map { row.contains($0.placement.frame.center) } == true)
        #expect(texts.contains { $0.placement.text == "T" })
        let placeholders = nodes.filter { node in
            if case .box(let box) = node { box.rect.height == 10 } else { false }
        }
        let plain = AppBackdrop().nodes(for: container, measurer: FixedAdvanceTextMeasurer()).filter { node in
            if case .box(let box) = node { box.rect.height == 10 } else { false }
        }
        #expect(placeholders.count == plain.count - 1)
    }
}
