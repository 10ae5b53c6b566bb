/// The 64-bit FNV-1a hash (Fowler, Noll and Vo), fed piece by piece: the same value as
/// hashing the pieces joined into one string, without joining them.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
    }

    /// The UTF-8 `bytes` without the characters Swift calls whitespace
    /// (`Character.isWhitespace`), as hashing `String(decoding: bytes).filter { !$0.isWhitespace }`
    /// would: ASCII text byte by byte (its blanks are tab, line feed, vertical tab, form feed,
    /// carriage return and space, each a character of its own or, `\r\n`, one blank one);
    /// other text by characters (a blank there may be another script's space, or begin a
    /// cluster with the marks after it).
    mutating func addWithoutBlanks<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            add(String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace })
            return
        }
        for byte in bytes where !(byte == 0x20 || (0x09...0x0D).contains(byte)) { add(byte) }
    }
}
