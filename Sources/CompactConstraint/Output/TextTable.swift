/// Rows of cells in aligned columns, for people (`solve`'s and `explain`'s text): two
/// spaces between columns, each column as wide as its widest cell (in characters), the
/// right-aligned columns (numbers) padded on the left, no spaces at the end of a line.
struct TextTable {
    /// The UTF-8 bytes of every cell, one after another; `cellEnds[k]` is the end of cell `k`
    /// in `bytes`, and `rowEnds[r]` the end of row `r` in the cells. Flat, and each cell
    /// measured once, as `solve` prints one row per view: no string a cell (issue #17).
    private var bytes: [UInt8] = []
    private var cellEnds: [Int] = []
    /// The width of each cell, in characters.
    private var cellWidths: [Int] = []
    private var rowEnds: [Int] = []
    /// The width of each column, in characters.
    private(set) var widths: [Int]
    /// Whether each column is padded on the left.
    private let rightAligned: [Bool]

    /// - Parameter rightAligned: whether column `i` (0 is the first) is padded on the left.
    init(_ rows: [[String]], rightAligned: (Int) -> Bool) {
        self.init(columns: rows.map(\.count).max() ?? 0, rightAligned: rightAligned)
        for row in rows {
            for cell in row { add(cell) }
            endRow()
        }
    }

    /// An empty table of `columns` columns, filled by ``add(_:)``, ``addNumber(_:)`` and
    /// ``endRow()``; `rowCapacity` rows of about `bytesPerRow` bytes are reserved.
    /// - Parameter rightAligned: whether column `i` (0 is the first) is padded on the left.
    init(columns: Int, rowCapacity: Int = 0, bytesPerRow: Int = 0, rightAligned: (Int) -> Bool) {
        widths = [Int](repeating: 0, count: columns)
        self.rightAligned = (0..<columns).map(rightAligned)
        bytes.reserveCapacity(rowCapacity * bytesPerRow)
        cellEnds.reserveCapacity(rowCapacity * columns)
        cellWidths.reserveCapacity(rowCapacity * columns)
        rowEnds.reserveCapacity(rowCapacity)
    }

    /// Adds `cell` to the current row, in the next column (at most `columns` a row).
    mutating func add(_ cell: String) {
        let start = bytes.count
        // A native string's bytes are copied as one block.
        if cell.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: cell.utf8)
        }
        let ascii = bytes[start...].allSatisfy { $0 < 0x80 }
        endCell(width: ascii ? bytes.count - start : cell.count)
    }

    /// Adds `value` as ``formatNumber(_:)`` prints it, written straight into the table's bytes.
    mutating func addNumber(_ value: Double) {
        let start = bytes.count
        appendNumber(value, to: &bytes)
        endCell(width: bytes.count - start)
    }

    private mutating func endCell(width: Int) {
        let column = cellEnds.count - (rowEnds.last ?? 0)
        cellEnds.append(bytes.count)
        cellWidths.append(width)
        if column < widths.count { widths[column] = max(widths[column], width) }
    }

    /// Ends the current row.
    mutating func endRow() { rowEnds.append(cellEnds.count) }

    /// The width of `cell` in characters: its UTF-8 length when it is ASCII, as numbers and
    /// most names are (counting characters walks grapheme clusters, which costs far more).
    static func width(_ cell: String) -> Int {
        let ascii = cell.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? cell.utf8.allSatisfy { $0 < 0x80 }
        return ascii ? cell.utf8.count : cell.count
    }

    /// One line a row, each after `indent`, without its line break.
    func lines(indent: String = "") -> [String] {
        let bound = lineBound(indent)
        return rowEnds.indices.map { r in
            String(unsafeUninitializedCapacity: bound) { line in
                write(row: r, indent: indent, into: line, at: 0, bound: bound)
            }
        }
    }

    /// The lines, each ending in a line break, written into one string.
    func text(indent: String = "") -> String {
        let lineBound = lineBound(indent)
        return String(unsafeUninitializedCapacity: rowEnds.count * (lineBound + 1)) { out in
            var end = 0
            for r in rowEnds.indices {
                end = write(row: r, indent: indent, into: out, at: end, bound: lineBound)
                guard end < out.count else { break }
                out[end] = UInt8(ascii: "\n")
                end += 1
            }
            return end
        }
    }

    /// The most bytes a line can take: the indent, and for each column two spaces and the
    /// most any of its cells takes with its padding (a cell's padding counts characters, its
    /// text bytes). Cells past the last column are not written.
    private func lineBound(_ indent: String) -> Int {
        var widest = [Int](repeating: 0, count: widths.count)
        for r in rowEnds.indices {
            let first = r > 0 ? rowEnds[r - 1] : 0
            for k in first..<rowEnds[r] where k - first < widest.count {
                let i = k - first
                let length = cellEnds[k] - (k > 0 ? cellEnds[k - 1] : 0)
                widest[i] = max(widest[i], max(0, widths[i] - cellWidths[k]) + length)
            }
        }
        return widest.reduce(indent.utf8.count) { $0 + $1 + 2 }
    }

    /// Writes row `r`'s line (without its line break) into `out` from `start` and returns
    /// its end. Padding is written only when a cell follows it, and spaces ending the line
    /// (an indent or cells of spaces included) are taken away again. `bound` is
    /// `lineBound(indent)`; nothing is written unless `out` holds that many bytes from `start`.
    private func write(
        row r: Int, indent: String, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int, bound: Int
    ) -> Int {
        guard let base = out.baseAddress, start >= 0, start + bound <= out.count else { return start }
        var end = start
        for byte in indent.utf8 {
            base[end] = byte
            end += 1
        }
        var spaces = 0
        let first = r > 0 ? rowEnds[r - 1] : 0
        bytes.withUnsafeBufferPointer { cellBytes in
            guard let cellBase = cellBytes.baseAddress else { return }
            for k in first..<rowEnds[r] {
                let i = k - first
                guard i < widths.count else { break }
                let cellStart = k > 0 ? cellEnds[k - 1] : 0
                let padding = max(0, widths[i] - cellWidths[k])
                if i > 0 { spaces += 2 }
                let right = rightAligned[i]
                if right { spaces += padding }
                let length = cellEnds[k] - cellStart
                if length > 0 {
                    (base + end).initialize(repeating: UInt8(ascii: " "), count: spaces)
                    end += spaces
                    (base + end).initialize(from: cellBase + cellStart, count: length)
                    end += length
                    spaces = 0
                }
                if !right { spaces += padding }
            }
        }
        while end > start, base[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return end
    }

    /// `text` padded with spaces to `width` characters, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let padding = String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: max(0, width - text.count)), as: UTF8.self)
        return right ? padding + text : text + padding
    }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
