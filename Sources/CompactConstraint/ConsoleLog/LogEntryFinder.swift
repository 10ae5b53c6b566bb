/// Finds every "Unable to simultaneously satisfy constraints" message in pasted console
/// text and reads its constraint list and the constraint UIKit (or AppKit) breaks.
///
/// The shape, on iOS and macOS alike: a header line (often after a timestamp and
/// `[LayoutConstraints]`), prose ("Probably at least one…", "Try this:"), a line `(`,
/// one quoted description a line, a line `)`, then "Will attempt to recover by breaking
/// constraint" with the description on the same or the next line, then more prose
/// ("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints…", AppKit's
/// "Set the NSUserDefault…"). Lines outside a log are skipped; a line inside the list
/// that is no description is a located warning, and the rest is still read. A leading
/// `>` (a quoted paste) and blanks are ignored.
enum LogEntryFinder {
    static let header = "Unable to simultaneously satisfy constraints"
    static let recovery = "Will attempt to recover by breaking constraint"

    private enum State { case outside, header, list, afterList, awaitingBroken, done }

    /// The logs of `file`, in order.
    static func find(in file: SourceFile) -> [LogEntry] {
        let bytes = file.bytes
        var entries: [LogEntry] = []
        var current: LogEntry?
        var state = State.outside
        var sawRecovery = false

        func warn(_ code: DiagnosticCode, _ message: String, _ range: SourceRange) {
            current?.diagnostics.append(Diagnostic(.warning, code, message, at: range))
        }
        func finish(at offset: Int) {
            guard let entry = current else { return }
            let here = SourceRange(offset, offset)
            switch state {
            case .header:
                warn(.logTruncated, "the log ends before its list of constraints", here)
            case .list:
                warn(.logTruncated, "the log ends inside its list of constraints (no ')'); the constraints read so far are analysed", here)
            case .awaitingBroken:
                warn(.logTruncated, "the log ends before the constraint UIKit breaks", here)
            case .afterList where !sawRecovery:
                warn(.logTruncated, "the log ends before 'Will attempt to recover by breaking constraint'", here)
            default:
                break
            }
            entries.append(current ?? entry)
            current = nil
            state = .outside
        }
        let allLines = lines(bytes)
        /// Lines before this offset were read as the continuation of a wrapped description.
        var consumedUntil = 0
        func parse(at open: Int, lineIndex: Int) throws(LogParseError) -> LogConstraint {
            let (_, end) = allLines[lineIndex]
            do {
                return try LogDescriptionParser.parse(bytes, at: open, lineEnd: end)
            } catch {
                // A description wrapped by the paste or by `fold`: the next lines, up to
                // `joinedLineLimit` and `joinedByteLimit` in all, that are no description of
                // their own are joined to it without their line
                // breaks, so a wrap may fall anywhere (inside a word, a number or a quoted name,
                // or just after a `>` that begins `>=`), and read again.
                // From the `<` only: a failing line copies its own bytes, not the file's.
                var joined = Array(bytes[open..<end])
                /// (offset in `joined`, offset in the file) where each joined line starts.
                var pieces: [(Int, Int)] = [(0, open)]
                var last = lineIndex
                while last + 1 < allLines.count, last < lineIndex + Self.joinedLineLimit,
                      joined.count < Self.joinedByteLimit {
                    last += 1
                    let (nextStart, nextEnd) = allLines[last]
                    if descriptionStart(bytes, nextStart, nextEnd) != nil || endsJoining(bytes, nextStart, nextEnd) { break }
                    pieces.append((joined.count, nextStart))
                    joined += bytes[nextStart..<nextEnd]
                    if var read = try? LogDescriptionParser.parse(joined, at: 0, lineEnd: joined.count) {
                        let upper = read.range.upperBound
                        let piece = pieces.last { $0.0 <= upper } ?? (0, open)
                        read.range = SourceRange(open, upper - piece.0 + piece.1)
                        consumedUntil = nextEnd
                        return read
                    }
                }
                throw error
            }
        }
        func append(_ constraint: LogConstraint) {
            current?.constraints.append(constraint)
            if let huge = constraint.unboundedConstant {
                warn(.logConstantLimit,
                     "the constant \(formatNumber(huge)) is beyond 10,000,000 points: UIKit's 'no limit' (it prints FLT_MAX, 3.40282e+38), read as 10000000, ccc's largest constant",
                     constraint.range)
            }
        }
        func readBroken(from start: Int, to end: Int, lineIndex: Int) -> Bool {
            if descriptionStart(bytes, start, end) == nil, let open = partialStart(bytes, start, end),
               let constraint = try? parse(at: open, lineIndex: lineIndex) {
                current?.broken = constraint
                return true
            }
            guard let open = descriptionStart(bytes, start, end) else { return false }
            do {
                current?.broken = try parse(at: open, lineIndex: lineIndex)
            } catch {
                var s = LogScanner(bytes, from: open + 1, to: end)
                if s.className() != nil, s.match(":"), let address = s.address() {
                    current?.brokenAddress = address
                    current?.brokenRange = SourceRange(open, end)
                }
                if current?.brokenAddress != nil,
                   bytes[open..<end].last(where: { ![0x22, 0x2C, 0x20, 0x09].contains($0) }) != 0x3E {
                    warn(.logTruncated, "the description of the constraint UIKit breaks is cut short (its line ends before '>'); it is matched to the list by its address",
                         SourceRange(error.offset, error.offset + 1))
                } else {
                    warn(.logUnrecognizedConstraint, "cannot read the constraint UIKit breaks: \(error.message)",
                         SourceRange(error.offset, error.offset + 1))
                }
            }
            return true
        }

        for (lineIndex, (start, end)) in allLines.enumerated() {
            if start < consumedUntil { continue }
            if let at = find(header, in: bytes, start, end) {
                finish(at: start)
                current = LogEntry(header: SourceRange(at, at + header.utf8.count))
                state = .header
                sawRecovery = false
                continue
            }
            let trimmed = trim(bytes, start, end)
            let recoveryAt = find(recovery, in: bytes, start, end)
            switch state {
            case .outside, .done:
                continue
            case .header, .list, .afterList:
                if let recoveryAt {
                    if state != .afterList {
                        warn(.logTruncated, state == .header
                            ? "no list of constraints before this line (a log that prints '<private>' hides them)"
                            : "the list of constraints is not closed with ')' before this line",
                             SourceRange(recoveryAt, recoveryAt + recovery.utf8.count))
                    }
                    sawRecovery = true
                    let after = recoveryAt + recovery.utf8.count
                    if readBroken(from: after, to: end, lineIndex: lineIndex) {
                        state = .done
                        finish(at: end)
                    } else {
                        state = .awaitingBroken
                    }
                    continue
                }
                if state == .afterList {
                    if find("Make a symbolic breakpoint", in: bytes, start, end) != nil
                        || find("Set the NSUserDefault", in: bytes, start, end) != nil {
                        finish(at: start)
                    }
                    continue
                }
                if trimmed.count == 1, bytes[trimmed.lowerBound] == 0x28 {
                    state = .list
                    continue
                }
                if trimmed.count == 1, bytes[trimmed.lowerBound] == 0x29, state == .list {
                    state = .afterList
                    continue
                }
                if descriptionStart(bytes, start, end) == nil, let open = partialStart(bytes, start, end),
                   let constraint = try? parse(at: open, lineIndex: lineIndex) {
                    // A wrap inside the class or the address (`"<NSLayoutCons` then `traint:0x…`).
                    state = .list
                    append(constraint)
                    continue
                }
                if let open = descriptionStart(bytes, start, end) {
                    state = .list
                    do {
                        append(try parse(at: open, lineIndex: lineIndex))
                    } catch {
                        // A line that does not end in `>` (before its `",`): the description stops short.
                        let cut = bytes[open..<end].last(where: { ![0x22, 0x2C, 0x20, 0x09].contains($0) }) != 0x3E
                        warn(.logUnrecognizedConstraint, cut
                            ? "this description is cut short (its line ends before '>'): \(error.message); it is left out of the analysis"
                            : "cannot read this constraint: \(error.message); it is left out of the analysis",
                             SourceRange(error.offset, max(error.offset + 1, end)))
                    }
                    continue
                }
                if state == .list, !trimmed.isEmpty, !isWrapRemnant(bytes, trimmed) {
                    warn(.logUnrecognizedLine, "a line inside the list of constraints that is no constraint description; skipped",
                         SourceRange(trimmed.lowerBound, trimmed.upperBound))
                }
            case .awaitingBroken:
                if readBroken(from: start, to: end, lineIndex: lineIndex) {
                    state = .done
                    finish(at: end)
                } else if !trimmed.isEmpty {
                    finish(at: start)
                }
            }
        }
        finish(at: bytes.count)
        return entries
    }

    /// The offset of the first `<` of the line that opens a description (`<Class:0x…`, or
    /// `<Class:key` as Masonry prints a `mas_key`).
    static func descriptionStart(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == 0x3C {
                var s = LogScanner(bytes, from: index + 1, to: end)
                if s.className() != nil, s.match(":"), s.address() != nil { return index }
            }
            index += 1
        }
        return nil
    }

    /// The offset of a `<` that opens a description cut short inside its class or address
    /// (`"<NSLayoutCons`, `<`): after blanks, quotes and quote markers, a `<` followed up to
    /// the line's end by name bytes, dots and at most one `:`; nil otherwise.
    static func partialStart(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end, [0x20, 0x09, 0x22, 0x3E].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == 0x3C else { return nil }
        let rest = bytes[(index + 1)..<end]
        guard rest.filter({ $0 == 0x3A }).count <= 1,
              rest.allSatisfy({ LogScanner.isNameByte($0) || $0 == 0x2E || $0 == 0x3A })
        else { return nil }
        return index
    }

    /// Line content ranges (without LF, CRLF or CR).
    static func lines(_ bytes: [UInt8]) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                result.append((start, index))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { result.append((start, bytes.count)) }
        return result
    }

    /// The most lines joined to a description that cannot be read on its own line: a
    /// description of 300 bytes folded at 20 columns.
    static let joinedLineLimit = 15
    /// Bytes: the joining stops once the joined text is this long (no description UIKit
    /// prints is near it), so a line of junk after each description costs a bounded re-read.
    static let joinedByteLimit = 8_192

    /// Whether a line ends the joining of a wrapped description: a blank line or a lone `(`
    /// or `)` (after a quote marker). A line that is only the `>` and the closing `"` of the
    /// description before it (a wrap just before its end) does not.
    static func endsJoining(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        let trimmed = trim(bytes, start, end)
        if trimmed.count == 1, [0x28, 0x29].contains(bytes[trimmed.lowerBound]) { return true }
        return bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether a line is only what a wrap after a description's `>` leaves: its closing
    /// quote and comma (`",`), with blanks.
    static func isWrapRemnant(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        !range.isEmpty && bytes[range].allSatisfy { [0x22, 0x2C, 0x20, 0x09].contains($0) }
    }

    /// The line without blanks and quote markers (`>`) at either end.
    private static func trim(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Range<Int> {
        var lo = start
        var hi = end
        while lo < hi, [0x20, 0x09, 0x3E].contains(bytes[lo]) { lo += 1 }
        while hi > lo, [0x20, 0x09].contains(bytes[hi - 1]) { hi -= 1 }
        return lo..<hi
    }

    /// The offset of `text` within `bytes[start..<end]`.
    static func find(_ text: String, in bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        let needle = Array(text.utf8)
        guard let first = needle.first, end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
