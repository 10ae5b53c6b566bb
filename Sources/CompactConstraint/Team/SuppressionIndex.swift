/// Suppressions looked up by code and place: for each code and each kind of scope (file
/// offsets or lines), the union of the scopes as sorted disjoint intervals (whether a
/// diagnostic is silenced), and the places of the diagnostics of that code, sorted
/// (whether a suppression's code silenced anything). Each question is a binary search,
/// so a file with many suppressions and many findings costs their sum, not their product.
struct SuppressionIndex {
    /// Where a scope or a diagnostic lies: its offset, or its line.
    private struct Key: Hashable {
        var code: DiagnosticCode
        var lines: Bool
    }

    private let suppressions: [Suppression]
    private let file: SourceFile
    /// Per code and kind: the covered places, merged, as closed intervals sorted by start.
    private var covered: [Key: [ClosedRange<Int>]] = [:]
    private let usesLines: Bool

    init(_ suppressions: [Suppression], file: SourceFile) {
        self.suppressions = suppressions
        self.file = file
        var intervals: [Key: [ClosedRange<Int>]] = [:]
        var usesLines = false
        for suppression in suppressions {
            guard let (lines, interval) = Self.interval(suppression.scope) else { continue }
            usesLines = usesLines || lines
            for code in suppression.codes { intervals[Key(code: code.code, lines: lines), default: []].append(interval) }
        }
        self.usesLines = usesLines
        for (key, list) in intervals { covered[key] = Self.merged(list) }
    }

    /// A scope as a closed interval of offsets or lines, nil when it covers nothing.
    fileprivate static func interval(_ scope: Suppression.Scope) -> (lines: Bool, ClosedRange<Int>)? {
        switch scope {
        case .offsets(let range): range.isEmpty ? nil : (false, range.lowerBound...(range.upperBound - 1))
        case .lines(let lines): (true, lines)
        }
    }

    private static func merged(_ intervals: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, interval.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, interval.upperBound)
            } else {
                result.append(interval)
            }
        }
        return result
    }

    private func line(_ offset: Int) -> Int { file.location(of: offset).line }

    /// Whether a suppression of `code` covers a diagnostic starting at `offset`.
    func silences(_ code: DiagnosticCode, at offset: Int) -> Bool {
        if let intervals = covered[Key(code: code, lines: false)], Self.holds(intervals, offset) { return true }
        if usesLines, let intervals = covered[Key(code: code, lines: true)], Self.holds(intervals, line(offset)) { return true }
        return false
    }

    /// The suppressions' codes that silence at least one of `diagnostics` (code and start offset).
    func used(by diagnostics: [(code: DiagnosticCode, offset: Int)]) -> Set<Suppression.Code> {
        var places: [Key: [Int]] = [:]
        for (code, offset) in diagnostics where covered[Key(code: code, lines: false)] != nil || covered[Key(code: code, lines: true)] != nil {
            places[Key(code: code, lines: false), default: []].append(offset)
            if usesLines { places[Key(code: code, lines: true), default: []].append(line(offset)) }
        }
        for key in places.keys { places[key]?.sort() }
        var used = Set<Suppression.Code>()
        for suppression in suppressions {
            guard let (lines, interval) = Self.interval(suppression.scope) else { continue }
            for code in suppression.codes {
                if let sorted = places[Key(code: code.code, lines: lines)], Self.any(sorted, in: interval) { used.insert(code) }
            }
        }
        return used
    }

    /// Whether one of the sorted disjoint `intervals` holds `value`.
    private static func holds(_ intervals: [ClosedRange<Int>], _ value: Int) -> Bool {
        var low = 0
        var high = intervals.count
        while low < high {
            let mid = (low + high) / 2
            if intervals[mid].lowerBound <= value { low = mid + 1 } else { high = mid }
        }
        return low > 0 && value <= intervals[low - 1].upperBound
    }

    /// Whether a value of the sorted `values` lies in `interval`.
    fileprivate static func any(_ values: [Int], in interval: ClosedRange<Int>) -> Bool {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < interval.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < values.count && values[low] <= interval.upperBound
    }
}

extension SuppressionIndex {
    /// Places in a file (start offsets of diagnostics), sorted as offsets and as lines, to
    /// ask whether any lies in a suppression's scope with a binary search.
    struct Places {
        private let offsets: [Int]
        private let lines: [Int]

        init(_ offsets: [Int], file: SourceFile) {
            self.offsets = offsets.sorted()
            lines = offsets.map { file.location(of: $0).line }.sorted()
        }

        func any(in scope: Suppression.Scope) -> Bool {
            guard let (lines, interval) = SuppressionIndex.interval(scope) else { return false }
            return SuppressionIndex.any(lines ? self.lines : offsets, in: interval)
        }
    }
}
