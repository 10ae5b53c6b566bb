/// The text of one string value (a constraint string, a view name) together with where
/// each of its UTF-8 bytes came from in the file.
///
/// A JSON string such as `"a\u00e9.left"` decodes to bytes that are fewer than the
/// characters written; `fileOffsets[i]` is the file offset of the source of byte `i`
/// (every byte of an escape maps to the escape's backslash), and the extra last entry is
/// the offset just past the string's content. Diagnostics about a token inside the
/// string therefore point at that token in the file.
public struct SourceString: Sendable, Hashable {
    /// The decoded bytes, indexed from 0; a plain string's are a stretch of the file's bytes
    /// (`SharedBytes`), not a copy.
    public let bytes: SharedBytes
    /// Where each byte came from, kept as runs (a plain stretch of text is one run), so
    /// a long string costs a few words, not a word per byte.
    private let offsets: FileOffsets

    public init(bytes: [UInt8], fileOffsets: [Int]) {
        self.bytes = SharedBytes(bytes)
        var offsets = FileOffsets()
        for index in 0...bytes.count {
            offsets.append(index < fileOffsets.count ? fileOffsets[index] : (fileOffsets.last ?? 0))
        }
        self.offsets = offsets
    }

    /// Decoded bytes and their runs of offsets (`bytes.count + 1` offsets appended).
    init(bytes: [UInt8], offsets: FileOffsets) {
        self.bytes = SharedBytes(bytes)
        self.offsets = offsets
    }

    /// Bytes shared with a buffer (the file's) and their runs of offsets.
    init(bytes: SharedBytes, offsets: FileOffsets) {
        self.bytes = bytes
        self.offsets = offsets
    }

    /// A string that stands alone (a command-line argument): byte `i` is at `base + i`.
    public init(_ text: String, at base: Int = 0) {
        let bytes = Array(text.utf8)
        self.bytes = SharedBytes(bytes)
        var offsets = FileOffsets()
        offsets.append(base)
        offsets.count = bytes.count + 1
        self.offsets = offsets
    }

    /// `bytes.count + 1` file offsets: of each byte's source, then just past the content.
    public var fileOffsets: [Int] { (0...bytes.count).map(offsets.offset) }

    public var text: String { bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    /// The text of a range of bytes.
    public func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self) }
    }

    /// The file range that a range of this string's bytes was decoded from.
    public func fileRange(_ range: Range<Int>) -> SourceRange {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        if upper > lower {
            // End just past the source of the last byte: the next byte's source start.
            return SourceRange(offsets.offset(lower), offsets.offset(upper))
        }
        return SourceRange(offsets.offset(lower), offsets.offset(lower))
    }

    /// The whole string's range in the file.
    public var fileRange: SourceRange { fileRange(0..<bytes.count) }

    /// The bytes whose source offsets (`fileOffsets`, the last entry included) lie in
    /// `range`: from the first such to the last, clamped to the bytes; nil when none does.
    /// Two binary searches (the offsets never decrease), not a pass over every byte.
    func byteRange(from range: SourceRange) -> Range<Int>? {
        let count = bytes.count + 1
        func firstIndex(atOrAfter offset: Int) -> Int {
            var low = 0
            var high = count
            while low < high {
                let mid = (low + high) / 2
                if offsets.offset(mid) < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let first = firstIndex(atOrAfter: range.lowerBound)
        let end = firstIndex(atOrAfter: range.upperBound)
        guard first < end else { return nil }
        return min(first, bytes.count)..<min(end, bytes.count)
    }
}

/// The file offsets of a decoded string's bytes as runs: within a run, offsets either rise
/// by one a byte (plain text) or stay (the bytes of one escape). Appending is amortised
/// constant time; a lookup is a binary search over the runs.
///
/// Nearly every string is one plain run: that run is kept in the value itself (no array),
/// so a string costs one heap block (its bytes), not two (issue #18: 100,000 strings).
struct FileOffsets: Sendable, Hashable {
    private struct Run: Sendable, Hashable {
        var index: Int
        var offset: Int
        var step: Int
    }

    /// The runs; empty while every offset so far continues the plain run from `base`.
    private var runs: [Run] = []
    private var storedCount: UInt32 = 0
    /// The first offset of the one plain run kept inline (while `runs` is empty).
    private var base: UInt32 = 0

    /// How many offsets have been appended.
    fileprivate(set) var count: Int {
        get { Int(storedCount) }
        set { storedCount = UInt32(clamping: newValue) }
    }

    init() {}

    /// `count` offsets rising by one from `offset` (a plain stretch of text): the same
    /// value as appending `offset`, `offset + 1`, … one by one.
    init(plainRunFrom offset: Int, count: Int) {
        guard count > 0 else { return }
        if let base = UInt32(exactly: offset) {
            self.base = base
        } else {
            runs = [Run(index: 0, offset: offset, step: 1)]
        }
        self.count = count
    }

    /// Appends the offset of the next byte.
    mutating func append(_ offset: Int) {
        defer { count += 1 }
        if runs.isEmpty {
            if count == 0, let first = UInt32(exactly: offset) {
                base = first
                return
            }
            if count > 0, offset == Int(base) + count { return }
            // A second run (or a first offset too large to keep inline): keep runs from here.
            if count > 0 { runs = [Run(index: 0, offset: Int(base), step: 1)] }
        }
        if let last = runs.last {
            let length = count - last.index
            if offset == last.offset + last.step * length { return }
            if length == 1, offset == last.offset || offset == last.offset + 1 {
                runs[runs.count - 1].step = offset - last.offset
                return
            }
        }
        runs.append(Run(index: count, offset: offset, step: 1))
    }

    /// The offset of byte `index` (clamped to the appended ones).
    func offset(_ index: Int) -> Int {
        guard count > 0 else { return 0 }
        let index = min(max(index, 0), count - 1)
        guard !runs.isEmpty else { return Int(base) + index }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].index <= index { low = mid } else { high = mid - 1 }
        }
        let run = runs[low]
        return run.offset + run.step * (index - run.index)
    }
}
