/// Reads pasted console text holding UIKit's or AppKit's "Unable to simultaneously
/// satisfy constraints" messages and, for each, names the views, rewrites each
/// constraint as a compact string, finds the minimal conflicting sets of the required
/// constraints and suggests a change (`ccc log`, docs/console-log.md).
public enum ConsoleLog {
    /// One constraint entry of a log, in log order (repeats included).
    public struct Constraint: Sendable, Hashable {
        /// The description from `<` to `>` in the log file.
        public var range: SourceRange
        /// The description's text.
        public var source: String
        /// The constraint with readable view names, such as `titleLabel.leading == contentView1.leadingMargin + 8`.
        public var compact: String
        /// The quoted identifier (`UIView-Encapsulated-Layout-Height`), if the log gives one.
        public var identifier: String?
        public var isActive: Bool
        public var priority: Int
        /// Where a library made it (`CardView.swift#88`, SnapKit's `@File.swift#line`).
        public var madeAt: String?
    }

    /// A minimal conflicting set.
    public struct Conflict: Sendable, Hashable {
        /// Indices into `Analysis.constraints`, in log order.
        public var members: [Int]
        /// Implicit constraints of the model that take part, such as `label1.height >= 0`.
        public var implicit: [String]
        /// False when the search ran out of budget (the set conflicts, but may hold more than needed).
        public var isMinimal: Bool
    }

    /// One log of the input.
    public struct Analysis: Sendable {
        /// The log's number in the input, from 1.
        public var number = 1
        /// True when the views are AppKit's (`NSView`, `NSTextField`…, no `UI…` class): "AppKit breaks".
        public var isAppKit = false
        /// The header text (`Unable to simultaneously satisfy constraints`).
        public var header: SourceRange
        public var constraints: [Constraint]
        public var conflicts: [Conflict]
        /// The index of the constraint UIKit said it would break, when it is in the list.
        public var broken: Int?
        /// The broken constraint's description, when the log gives one.
        public var brokenRange: SourceRange?
        public var suggestions: [String]
        /// What could not be read, and the warnings of the analysis.
        public var diagnostics: [Diagnostic]
        /// Each view and guide, in first-appearance order.
        public var views: [View]
    }

    /// A view or guide of a log: its readable name, and what the log prints for it.
    public struct View: Sendable, Hashable {
        public var name: String
        public var className: String
        /// The address, or "" for a superview the log never names (a placeholder).
        public var address: String
        public var quoted: String?
        public var superview: String?
    }

    /// Every log of `file`, with diagnostics outside any log (`log-no-entry`).
    public static func read(_ file: SourceFile) -> (logs: [Analysis], diagnostics: [Diagnostic]) {
        let entries = LogEntryFinder.find(in: file)
        guard !entries.isEmpty else {
            return ([], [Diagnostic(
                .error, .logNoEntry,
                "no 'Unable to simultaneously satisfy constraints' message in the input; paste the console text from that line to the constraint UIKit breaks",
                at: nil)])
        }
        return (entries.enumerated().map { i, entry in
            var analysis = analyse(entry, file)
            analysis.number = i + 1
            return analysis
        }, [])
    }

    static func analyse(_ entry: LogEntry, _ file: SourceFile) -> Analysis {
        let list = entry.constraints
        let model = LogModel(list + (entry.broken.map { [$0] } ?? []))
        var diagnostics = entry.diagnostics + model.diagnostics
        var broken: Int?
        if let address = entry.broken?.address ?? entry.brokenAddress {
            // Addresses are hexadecimal: `0X7F01` and `0x7f01` are one object.
            broken = list.firstIndex { $0.address.lowercased() == address.lowercased() }
            if broken == nil {
                diagnostics.append(Diagnostic(
                    .warning, .logBrokenNotListed,
                    "the constraint UIKit breaks is not in the log's list; it is shown but left out of the analysis",
                    at: entry.broken?.range ?? entry.brokenRange))
            }
        }
        let analysis = LogConflictAnalysis(model, list: list)
        let required = list.filter { $0.isActive && $0.priority == 1000 }
        if analysis.conflicts.isEmpty, !required.isEmpty {
            diagnostics.append(Diagnostic(
                .warning, .logNoConflict,
                (required.count == 1
                    ? "the 1 required constraint read holds in ccc's model"
                    : "the \(required.count) required constraints read can all hold together in ccc's model")
                    + ": a constraint the conflict needs was not read or the log is cut short, or it depends on a margin or baseline value the log does not state",
                at: entry.header))
        }
        var suggestions: [String] = []
        for (number, conflict) in analysis.conflicts.enumerated() {
            let prefix = analysis.conflicts.count > 1 ? "conflict \(number + 1): " : ""
            suggestions += LogSuggestions.suggest(conflict, list: list, model: model, broken: broken).map { prefix + $0 }
        }
        let constraints = list.enumerated().map { i, constraint in
            Constraint(
                range: constraint.range, source: text(file, constraint.range),
                compact: i < model.compact.count ? model.compact[i] : "", identifier: constraint.identifier,
                isActive: constraint.isActive, priority: constraint.priority, madeAt: constraint.madeAt)
        }
        let views = model.views.map { view in
            View(
                name: view.readable, className: view.className,
                address: view.placeholderFor == nil && view.key.hasPrefix("0x") ? view.key : "", quoted: view.name,
                superview: view.parent.map { model.views[$0].readable })
        }
        return Analysis(
            isAppKit: isAppKit(model), header: entry.header, constraints: constraints,
            conflicts: analysis.conflicts.map { Conflict(members: $0.members, implicit: $0.implicit, isMinimal: $0.isMinimal) },
            broken: broken, brokenRange: entry.broken?.range ?? entry.brokenRange, suggestions: suggestions,
            diagnostics: diagnostics, views: views)
    }

    /// AppKit's log: an `NS…` view class and no `UI…` one (module and KVO prefixes dropped).
    static func isAppKit(_ model: LogModel) -> Bool {
        let bases = model.views.filter { $0.placeholderFor == nil }.map { view -> Substring in
            var base = Substring(view.className)
            if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
            if base.hasPrefix("NSKVONotifying_") { base = base.dropFirst("NSKVONotifying_".count) }
            return base
        }
        return bases.contains { $0.hasPrefix("NS") } && !bases.contains { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }
    }

    /// Input in UTF-16 (a byte-order mark, or every other byte 0 as a console saved by a
    /// Windows tool writes it) re-encoded as UTF-8, so it can be read; other input as it is.
    /// Locations then refer to the UTF-8 text (same lines; columns in UTF-8 bytes).
    public static func decoded(_ file: SourceFile) -> SourceFile {
        let bytes = file.bytes
        guard bytes.count >= 2 else { return file }
        var little: Bool
        var start = 0
        if bytes[0] == 0xFF, bytes[1] == 0xFE {
            little = true
            start = 2
        } else if bytes[0] == 0xFE, bytes[1] == 0xFF {
            little = false
            start = 2
        } else {
            let sample = bytes.prefix(200)
            let evenZeros = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
            let pairs = sample.count / 2
            guard pairs >= 4 else { return file }
            if oddZeros * 10 >= pairs * 9 { little = true } else if evenZeros * 10 >= pairs * 9 { little = false } else { return file }
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(little ? a | (b << 8) : (a << 8) | b)
            i += 2
        }
        return SourceFile(path: file.path, bytes: Array(String(decoding: units, as: UTF16.self).utf8))
    }

    static func text(_ file: SourceFile, _ range: SourceRange) -> String {
        let lo = max(0, min(range.lowerBound, file.bytes.count))
        let hi = max(lo, min(range.upperBound, file.bytes.count))
        return String(decoding: file.bytes[lo..<hi], as: UTF8.self)
    }
}
