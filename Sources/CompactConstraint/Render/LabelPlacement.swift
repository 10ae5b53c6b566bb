/// Where the `--constraints` overlay writes each constant's label so that no two labels
/// overlap: a label that would cover one already placed moves one line at a time (up
/// first, then down), at most `tries` lines each way; one that
/// finds no free place stays where its beam puts it. Points, root coordinates.
///
/// Labels are measured, not rendered: a character is taken as 0.6 of the font size wide
/// (about the advance of a digit in the sans-serif fonts SVG viewers use), the text's
/// height as the font size above its baseline. Placed labels are kept in square cells of
/// `cell` points, so each label checks only its neighbours (a layout's labels in linear time).
struct LabelPlacement {
    struct Box {
        var minX, minY, maxX, maxY: Double

        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    static let tries = 4
    static let cell = 32.0
    private var boxes: [Box] = []
    private var cells: [Int64: [Int]] = [:]

    /// The baseline `y` at which to write `label` (anchored at `x`: its middle when
    /// `centered`, else its start), starting from `y` and reserving the box it then takes.
    mutating func place(_ label: String, x: Double, y: Double, centered: Bool, fontSize: Double) -> Double {
        let width = Double(label.count) * fontSize * 0.6
        let minX = centered ? x - width / 2 : x
        let step = fontSize + 1
        var offsets: [Double] = [0]
        for k in 1...Self.tries { offsets += [-Double(k) * step, Double(k) * step] }
        for offset in offsets {
            let box = Box(minX: minX, minY: y + offset - fontSize, maxX: minX + width, maxY: y + offset)
            if !isTaken(box) {
                reserve(box)
                return y + offset
            }
        }
        return y
    }

    private func isTaken(_ box: Box) -> Bool {
        for key in keys(box) {
            for index in cells[key] ?? [] where boxes[index].overlaps(box) { return true }
        }
        return false
    }

    private mutating func reserve(_ box: Box) {
        boxes.append(box)
        for key in keys(box) { cells[key, default: []].append(boxes.count - 1) }
    }

    /// The cells a box touches; coordinates beyond ±2^30 cells (far outside any layout) clamp.
    private func keys(_ box: Box) -> [Int64] {
        func cellIndex(_ value: Double) -> Int64 {
            let scaled = (value / Self.cell).rounded(.down)
            guard scaled.isFinite else { return 0 }
            return Int64(max(-1_073_741_824, min(1_073_741_824, scaled)))
        }
        var result: [Int64] = []
        let (x0, x1) = (cellIndex(box.minX), cellIndex(box.maxX))
        let (y0, y1) = (cellIndex(box.minY), cellIndex(box.maxY))
        // A label is a few cells wide; a huge one (a long constant) is bounded by 64 cells a side.
        for cx in x0...min(x1, x0 + 64) {
            for cy in y0...min(y1, y0 + 64) { result.append(cx << 32 | (cy & 0xFFFF_FFFF)) }
        }
        return result
    }
}
