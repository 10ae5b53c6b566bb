/// A source file held as UTF-8 bytes, with a table of line starts so that a byte offset
/// can be turned into a line and column.
///
/// Lines and columns are 1-based. A column counts Unicode scalars from the start of the
/// line (UTF-8 continuation bytes do not advance it), so `é` is one column, as editors
/// show it. Bytes that are not valid UTF-8 each count as one column. Lines end at LF,
/// CRLF or a lone CR.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or a placeholder such as `<argument>`).
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// The number of column-starting bytes (not UTF-8 continuation bytes) before each
    /// multiple of `checkpointStride`, so that a column is found by counting at most
    /// `checkpointStride` bytes, however long its line (a minified one-line file).
    private let columnCheckpoints: [Int]
    private static let checkpointStride = 256

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        (lineStarts, columnCheckpoints) = bytes.withUnsafeBufferPointer { bytes in
            (Self.lineStarts(bytes), Self.columnCheckpoints(bytes))
        }
    }

    /// The offset of each line's first byte. A line ends at LF, CRLF, or a lone CR (classic
    /// Mac OS line endings). Eight bytes are tested at a time for a byte below 14 (the only
    /// ones that can end a line); in such a word each LF is found from an exact mask of its
    /// bytes (one bit a match, lowest address first), and a word with a CR is looked at byte
    /// by byte (issue #17: a byte-by-byte look at every word with a line break was half of
    /// this table's cost on a pretty-printed layout).
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        let raw = UnsafeRawBufferPointer(bytes)
        var word = 0
        while word + 8 <= bytes.count {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word, as: UInt64.self))
            if (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & 0x8080_8080_8080_8080 != 0 {
                if matches(w, 0x0D) != 0 {
                    for offset in word..<(word + 8) { appendLineStart(after: offset, bytes, to: &starts) }
                } else {
                    var lineFeeds = matches(w, 0x0A)
                    while lineFeeds != 0 {
                        starts.append(word + lineFeeds.trailingZeroBitCount / 8 + 1)
                        lineFeeds &= lineFeeds &- 1
                    }
                }
            }
            word += 8
        }
        for offset in word..<bytes.count { appendLineStart(after: offset, bytes, to: &starts) }
        return starts
    }

    /// The high bit of each byte of `w` (little-endian) that equals `byte`, and no other bit:
    /// exact, as a byte's low seven bits are tested apart from its high bit.
    @inline(__always)
    private static func matches(_ w: UInt64, _ byte: UInt8) -> UInt64 {
        let x = w ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & lowBits) &+ lowBits) | x | lowBits)
    }

    /// Appends `offset + 1` when the byte at `offset` ends a line.
    @inline(__always)
    private static func appendLineStart(after offset: Int, _ bytes: UnsafeBufferPointer<UInt8>, to starts: inout [Int]) {
        let byte = bytes[offset]
        guard byte <= UInt8(ascii: "\r") else { return }
        if byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        } else if byte == UInt8(ascii: "\r"), offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
    }

    /// The number of column-starting bytes before each multiple of `checkpointStride`, and
    /// before the end when it is one. Continuation bytes (`10xxxxxx`) are counted eight at a
    /// time: bit 7 set and bit 6 clear in each byte of a word.
    private static func columnCheckpoints(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var checkpoints = [Int]()
        checkpoints.reserveCapacity(bytes.count / checkpointStride + 2)
        let raw = UnsafeRawBufferPointer(bytes)
        var count = 0
        var start = 0
        while start < bytes.count {
            checkpoints.append(count)
            let end = min(start + checkpointStride, bytes.count)
            var continuations = 0
            var offset = start
            while offset + 8 <= end {
                let w = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                continuations &+= (w & ~(w << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                offset += 8
            }
            while offset < end {
                if isContinuation(bytes[offset]) { continuations &+= 1 }
                offset += 1
            }
            count += (end - start) - continuations
            start = end
        }
        if bytes.count % checkpointStride == 0 { checkpoints.append(count) }  // the end, on a multiple
        return checkpoints
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The line and column of a byte offset; offsets past the end clamp to the end.
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        var start = lineStarts[line]
        // A UTF-8 byte order mark at the start of the file is not a column (editors hide it).
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = min(3, offset) }
        return SourceLocation(line: line + 1, column: 1 + columnStarts(from: start, to: offset))
    }

    /// The number of bytes in `start..<offset` that start a column. A short stretch (the
    /// usual line) is counted directly, eight bytes at a time; a longer one is the difference
    /// of the checkpoints' counts (`columnStarts(before:)`). Counting byte by byte from two
    /// checkpoints, with a bounds check a byte, took about 5,000 instructions a location
    /// (issue #17: `ccc compile` of a 100×100 grid locates 40,000 strings).
    private func columnStarts(from start: Int, to offset: Int) -> Int {
        guard offset - start <= 2 * Self.checkpointStride else {
            return columnStarts(before: offset) - columnStarts(before: start)
        }
        return bytes.withUnsafeBytes { Self.columnStarts(in: $0, from: start, to: offset) }
    }

    /// The number of bytes before `offset` that start a column: the checkpoint below it,
    /// then at most `checkpointStride - 1` bytes counted.
    private func columnStarts(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointStride
        guard checkpoint < columnCheckpoints.count else { return 0 }  // never: offsets are clamped to the end
        let base = checkpoint * Self.checkpointStride
        return columnCheckpoints[checkpoint] + bytes.withUnsafeBytes { Self.columnStarts(in: $0, from: base, to: offset) }
    }

    /// The bytes of `raw[start..<end]` that are not UTF-8 continuation bytes (`10xxxxxx`),
    /// eight at a time as in `columnCheckpoints`; the bounds are clamped to `raw`.
    private static func columnStarts(in raw: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        let end = min(max(end, 0), raw.count)
        var offset = min(max(start, 0), end)
        var continuations = 0
        let length = end - offset
        while offset + 8 <= end {
            let w = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            continuations &+= (w & ~(w << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            offset += 8
        }
        while offset < end {
            if isContinuation(raw[offset]) { continuations &+= 1 }
            offset += 1
        }
        return length - continuations
    }

    /// The text of a 1-based line without its line break, or "" when out of range.
    /// Invalid UTF-8 is shown with replacement characters.
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// The bytes of a 1-based line without its line break (LF, CRLF or CR), or none when
    /// out of range. The first line starts after a byte-order mark, which is no column.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        var start = lineStarts[line - 1]
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

/// A 1-based line and column in a source file.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets in a `SourceFile`.
public struct SourceRange: Sendable, Hashable, Comparable {
    public var lowerBound: Int
    public var upperBound: Int

    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        (a.lowerBound, a.upperBound) < (b.lowerBound, b.upperBound)
    }
}
