extension String {
    /// The string without leading and trailing blanks: spaces, tabs, line feeds and
    /// carriage returns (`ASCII.isBlank`, the blanks the compact dialect skips), counted
    /// as bytes, so a `\r\n` at the end goes too (as one `Character` it is no single blank).
    func trimmingBlanks() -> String {
        // Nearly every string starts and ends with a non-blank byte, and is then its own
        // result: testing two bytes keeps trimming out of the compile stage's profile.
        guard let head = utf8.first, let tail = utf8.last, ASCII.isBlank(head) || ASCII.isBlank(tail) else {
            return self
        }
        let bytes = Array(utf8)
        var lower = 0
        var upper = bytes.count
        while lower < upper, ASCII.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
