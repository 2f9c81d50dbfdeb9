import PopupKitCore

/// Where the stand-in list's rows go. An app's list is one column of 64-point
/// rows; a list of labelled rows (a playground's keys) that does not fit first
/// makes its rows shorter, down to ``ListGrid/shortestRow``, then flows into
/// more columns while each stays at least ``ListGrid/narrowestColumn`` wide, so
/// a landscape phone shows every key instead of the first few.
struct ListGrid: Hashable, Sendable {
    /// The list's area.
    var area: Rect
    var columns: Int
    /// Rows in each column.
    var rowsPerColumn: Int
    var rowHeight: Double

    static let shortestRow = 40.0
    static let narrowestColumn = 240.0

    /// The grid for `labels` labelled rows in `area`.
    /// - Complexity: O(columns), at most `area.width / narrowestColumn`.
    init(area: Rect, labels: Int) {
        self.area = area
        columns = 1
        rowHeight = AppBackdrop.rowHeight
        rowsPerColumn = Self.whole(area.height / rowHeight)
        guard labels > rowsPerColumn, area.height > 0 else { return }
        while true {
            let needed = (labels + columns - 1) / columns
            let height = area.height / Double(needed)
            if height >= Self.shortestRow {
                rowHeight = min(AppBackdrop.rowHeight, height)
                break
            }
            guard Double(columns + 1) * Self.narrowestColumn <= area.width else {
                rowHeight = Self.shortestRow
                break
            }
            columns += 1
        }
        rowsPerColumn = Self.whole(area.height / rowHeight + 1e-9)
    }

    var columnWidth: Double { area.width / Double(columns) }

    /// How many rows the grid shows.
    var count: Int { columns * rowsPerColumn }

    /// The frame of row `index` (from 0; down each column, then the next column).
    func frame(of index: Int) -> Rect {
        let column = index / max(1, rowsPerColumn), row = index % max(1, rowsPerColumn)
        return Rect(x: area.minX + Double(column) * columnWidth, y: area.minY + Double(row) * rowHeight,
                    width: columnWidth, height: rowHeight)
    }

    /// The row (from 0) under `point`, if any.
    func index(at point: Point) -> Int? {
        guard point.isFinite, point.x >= area.minX, point.x < area.maxX, point.y >= area.minY, rowsPerColumn > 0 else {
            return nil
        }
        let column = Int(((point.x - area.minX) / columnWidth).rounded(.down))
        let row = Int(((point.y - area.minY) / rowHeight).rounded(.down))
        guard column < columns, row < rowsPerColumn else { return nil }
        return column * rowsPerColumn + row
    }

    private static func whole(_ value: Double) -> Int {
        value.isFinite && value > 0 ? Int(value.rounded(.down)) : 0
    }
}
