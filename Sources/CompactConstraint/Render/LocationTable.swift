/// The line and column of many offsets of one file in one pass over its bytes, with the
/// rules of ``SourceFile/location(of:)`` (lines end at LF, CRLF or a lone CR; a column
/// counts Unicode scalars; a byte order mark is not a column). `location(of:)` walks its
/// line from the start, so asking it for each of 20,000 constraints of a minified (one
/// line) file would be quadratic.
struct LocationTable {
    private var locations: [Int: SourceLocation] = [:]

    init(_ file: SourceFile, offsets: [Int]) {
        let wanted = Set(offsets.map { min(max($0, 0), file.bytes.count) }).sorted()
        guard !wanted.isEmpty else { return }
        let bytes = file.bytes
        var next = 0
        var line = 1
        var column = 1
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            while next < wanted.count, wanted[next] <= 3 {
                locations[wanted[next]] = SourceLocation(line: 1, column: 1)
                next += 1
            }
            index = 3
        }
        while next < wanted.count {
            while next < wanted.count, wanted[next] == index {
                locations[wanted[next]] = SourceLocation(line: line, column: column)
                next += 1
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
            {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    func location(of offset: Int, in file: SourceFile) -> SourceLocation {
        locations[min(max(offset, 0), file.bytes.count)] ?? file.location(of: offset)
    }
}
