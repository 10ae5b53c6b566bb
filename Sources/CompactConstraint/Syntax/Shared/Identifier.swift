/// The one identifier rule of the layout language (docs/language.md): ASCII letters,
/// digits and `_`, not starting with a digit — `[A-Za-z_][A-Za-z0-9_]*`, the C identifier
/// Apple's visual format parser reads view and metric names with. View names, metric
/// names (in a layout, a `--metrics` file and `--metric`), state names and the names the
/// two lexers read all follow it.
public enum Identifier {
    /// A byte that can start an identifier: an ASCII letter or `_`.
    @inline(__always)
    static func isStart(_ byte: UInt8) -> Bool {
        // Folding to lower case maps `A`…`Z` onto `a`…`z` and nothing else onto them.
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }

    /// A byte that can continue an identifier: a start byte or an ASCII digit.
    @inline(__always)
    static func isContinue(_ byte: UInt8) -> Bool {
        isStart(byte) || byte &- UInt8(ascii: "0") < 10
    }

    /// Whether the whole of `name` is one identifier (the empty string is not).
    public static func isValid(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), isStart(first) else { return false }
        while let byte = bytes.next() {
            guard isContinue(byte) else { return false }
        }
        return true
    }

    /// Whether `bytes` (UTF-8) are one identifier: `isValid(_:)` of their text, without
    /// making the text (the decoder checks every view name as it reads it).
    static func isValid(bytes: some IndexedBytes) -> Bool {
        guard let first = bytes.first, isStart(first) else { return false }
        return bytes.dropFirst().allSatisfy(isContinue)
    }

    /// The end of the identifier continuing at `start` in `bytes`: the first index at or
    /// after `start` that holds no identifier byte.
    @inline(__always)
    static func end(in bytes: some IndexedBytes, from start: Int) -> Int {
        // Through a buffer: the array's bounds were checked at every byte (issue #17).
        bytes.withUnsafeBufferPointer { all in
            var index = max(start, 0)
            while index < all.count, isContinue(all[index]) { index &+= 1 }
            return index
        }
    }
}
