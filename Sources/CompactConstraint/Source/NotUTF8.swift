/// Why a file cannot be read as UTF-8 text though it may be text: UTF-16 (a byte order
/// mark, or NUL bytes at one parity), or binary (other NUL bytes). Layout files and source
/// files say so in one message rather than at their first odd byte (`ccc log` decodes
/// UTF-16 itself).
enum NotUTF8 {
    case utf16, binary

    /// The encoding problem of `bytes`, or nil: a UTF-16 byte order mark, or NUL bytes among
    /// the first 4,096 (Swift, C and JSON text never hold NUL). UTF-16 text without a mark has
    /// a NUL in every other byte for ASCII, so when at least a quarter of the bytes are NUL and
    /// nine in ten of them share a parity it is UTF-16; any other NUL is a binary file.
    static func detect(_ bytes: [UInt8]) -> NotUTF8? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return .utf16 }
        let head = bytes.prefix(4096)
        var nuls = [0, 0]  // at even and odd offsets
        for (offset, byte) in head.enumerated() where byte == 0 { nuls[offset & 1] += 1 }
        let total = nuls[0] + nuls[1]
        if total == 0 { return nil }
        return 4 * total >= head.count && 10 * max(nuls[0], nuls[1]) >= 9 * total ? .utf16 : .binary
    }
}
