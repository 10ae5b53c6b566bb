import CompactConstraint

/// Numbers on the command line (`--size`, `--scale`, `--metric`): plain decimals as the
/// constraint language writes them, with an optional sign — `8`, `-4`, `+2.5`, `.5`, `1e3`.
/// Not hexadecimal (`0x10`), `inf`, `nan`, blanks or digit separators, which Swift's
/// `Double(String)` would accept. At most `maximumMagnitude` in size.
enum Numbers {
    /// The largest size, metric or scale the command line accepts, in points: 10 million,
    /// the limit the compiler applies to numbers in layout files.
    static let maximumMagnitude = MetricsFileReader.maximumMagnitude

    /// The value of a decimal number (infinite when it overflows), or nil when `text` is not one.
    static func decimal(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        func skipDigits() -> Int {
            let start = index
            while isDigit(index) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        // Every string of this grammar is one Swift's parser reads ("+.5", "5." too).
        return Double(text)
    }

    /// The number as the user typed it, for messages (at most 40 characters).
    static func quoted(_ text: String) -> String {
        text.unicodeScalars.count > 40 ? "'" + String(String.UnicodeScalarView(text.unicodeScalars.prefix(39))) + "…'" : "'\(text)'"
    }
}
