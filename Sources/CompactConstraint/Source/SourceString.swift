/// The text of one string value (a constraint string, a view name) together with where
/// each of its UTF-8 bytes came from in the file.
///
/// A JSON string such as `"a\u00e9.left"` decodes to bytes that are fewer than the
/// characters written; `fileOffsets[i]` is the file offset of the source of byte `i`
/// (every byte of an escape maps to the escape's backslash), and the extra last entry is
/// the offset just past the string's content. Diagnostics about a token inside the
/// string therefore point at that token in the file.
public struct SourceString: Sendable, Hashable {
    public let bytes: [UInt8]
    /// `bytes.count + 1` file offsets.
    public let fileOffsets: [Int]

    public init(bytes: [UInt8], fileOffsets: [Int]) {
        self.bytes = bytes
        self.fileOffsets = fileOffsets.count == bytes.count + 1
            ? fileOffsets
            : Array((0...bytes.count).map { $0 < fileOffsets.count ? fileOffsets[$0] : (fileOffsets.last ?? 0) })
    }

    /// A string that stands alone (a command-line argument): byte `i` is at `base + i`.
    public init(_ text: String, at base: Int = 0) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        self.fileOffsets = Array(base...(base + bytes.count))
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of a range of bytes.
    public func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The file range that a range of this string's bytes was decoded from.
    public func fileRange(_ range: Range<Int>) -> SourceRange {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        if upper > lower {
            // End just past the source of the last byte: the next byte's source start.
            return SourceRange(fileOffsets[lower], fileOffsets[upper])
        }
        return SourceRange(fileOffsets[lower], fileOffsets[lower])
    }

    /// The whole string's range in the file.
    public var fileRange: SourceRange { fileRange(0..<bytes.count) }
}
