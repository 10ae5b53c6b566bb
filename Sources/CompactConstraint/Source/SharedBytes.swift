/// The decoded bytes of one string value, as a stretch of a byte buffer that other strings
/// may share: a plain JSON string (no escape, nearly every one) is the stretch of the file's
/// own bytes between its quotes, not a copy of them.
///
/// Indexed from 0 like the array it replaces (`bytes[0]` is the string's first byte, a
/// range `a..<b` is bytes `a..<b` of the string); reading an index outside `0..<count`
/// is the caller's error, as with an array (every reader tests the count first).
///
/// Issue #18: each of 300,000 constraint strings had an array of its own bytes, about
/// 80 bytes with the array's and malloc's headers for a 30-byte string, alive until the end
/// of the run; the file's bytes are alive anyway (diagnostics quote its lines).
public struct SharedBytes: Sendable, RandomAccessCollection, Hashable {
    /// The buffer holding the bytes: the file's bytes, or an array of this string alone.
    private let storage: [UInt8]
    /// Where the string starts in `storage`.
    private let start: UInt32
    /// How many bytes it has. A string is at most 4 GiB (`UInt32`), as its file offsets
    /// (`FileOffsets`) are: a layout file is at most 64 MiB.
    private let length: UInt32

    /// The whole of `bytes` (clamped to 4 GiB).
    public init(_ bytes: [UInt8] = []) {
        storage = bytes
        start = 0
        length = UInt32(clamping: bytes.count)
    }

    /// `count` bytes of `storage` from `start` (both clamped to it).
    init(_ storage: [UInt8], start: Int, count: Int) {
        let lower = Swift.min(Swift.max(start, 0), storage.count)
        let upper = Swift.min(lower + Swift.min(Swift.max(count, 0), storage.count - lower), storage.count)
        if let start = UInt32(exactly: lower), let length = UInt32(exactly: upper - lower) {
            self.storage = storage
            self.start = start
            self.length = length
        } else {
            // Beyond 4 GiB into the buffer: a copy of the stretch alone (never for a layout file).
            self.storage = Array(storage[lower..<upper])
            self.start = 0
            self.length = UInt32(clamping: upper - lower)
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }
    public var count: Int { Int(length) }

    public subscript(position: Int) -> UInt8 { storage[Int(start) &+ position] }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// Calls `body` with the string's bytes in place (indexed from 0).
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { all in
            // The stretch is within the buffer (the initialisers clamp it).
            try body(UnsafeBufferPointer(rebasing: all[Int(start)..<(Int(start) + Int(length))]))
        }
    }

    public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try withUnsafeBufferPointer(body)
    }

    /// Equal when the bytes are, wherever they are kept.
    public static func == (a: SharedBytes, b: SharedBytes) -> Bool {
        guard a.length == b.length else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                if a.baseAddress == b.baseAddress { return true }
                for index in a.indices where a[index] != b[index] { return false }
                return true
            }
        }
    }

    /// Hashes the bytes as an array of them does (the count, then each byte).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBufferPointer { bytes in
            for byte in bytes { hasher.combine(byte) }
        }
    }
}

/// Bytes indexed from 0 by `Int`: a byte array, or a string's `SharedBytes`. The scanners'
/// helpers (numbers, identifiers) read either.
protocol IndexedBytes: RandomAccessCollection where Element == UInt8, Index == Int {
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result
}

extension Array: IndexedBytes where Element == UInt8 {}
extension SharedBytes: IndexedBytes {}

extension UnsafeBufferPointer: IndexedBytes where Element == UInt8 {
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(self)
    }
}
