/// The diagnostics of `ccc lint`'s configurations (every chosen state at every chosen root
/// size), and of `ccc solve`'s states, merged: each distinct diagnostic once, in the order first seen. One that every
/// configuration reports keeps its message; one that only some report is prefixed with
/// where it occurs, grouped so that no state or size is repeated without need:
///
/// * a size at which every state has it: `at size 320×480` (several: `at sizes 320×480 and
///   375×667`);
/// * a state that has it at every size: `in state 'hidden'` (`with the base metrics` for the
///   base when states are listed);
/// * the rest, state by state: `in state 'hidden' at sizes 320×480 and 1024×768`.
///
/// Groups are joined by `; `, sizes first, then the states in their order. Past
/// ``VariantLinter/listedConfigurations`` groups (or sizes in one group), the rest are
/// counted: `… and 3,980 more configurations`, `… and 12 more sizes`. With one root size,
/// each state is its own group, and the size is not named (every configuration has it).
///
/// Diagnostics are one finding when all but their notes are equal (severity, code, message,
/// place, fix-its): a conflict with the root size at two `--size`s is one error, not one a
/// size (issue #18). A note that only some of its configurations have is prefixed with
/// where it occurs, the same way (`at size 320×480: conflicts with 'root size' …`).
public struct ConfigurationMerge {
    /// Each state's phrase (nil: the base when no state is listed), in the order linted.
    private let states: [String?]
    /// Each size's name (nil: the file's own size), in the order linted.
    private let sizes: [String?]
    private var order: [Finding] = []
    /// Per finding, the configurations that report it: `size · states.count + state`,
    /// ascending (they are added in that order).
    private var configurations: [Finding: [Int]] = [:]
    /// Per finding, each list of notes it comes with and the configurations of each, in the
    /// order first seen (one list when the configurations agree).
    var noteLists: [Finding: [(notes: [DiagnosticNote], numbers: [Int])]] = [:]
    /// Each diagnostic (notes and all) met: its finding and its place in `noteLists`.
    private var seen: [Diagnostic: (finding: Finding, list: Int)] = [:]

    /// A diagnostic without its notes, and which of the equal ones of a configuration it is
    /// (two that differ only in their notes in one configuration stay two findings).
    struct Finding: Hashable {
        var diagnostic: Diagnostic
        var occurrence: Int
    }

    /// `states`: each state's phrase (`in state 'hidden'`); `sizes`: each size's name, or `[nil]`.
    public init(states: [String?], sizes: [String?]) {
        self.states = states
        self.sizes = sizes
    }

    /// Adds one configuration's diagnostics; call in ascending size, then state, order.
    public mutating func add(_ diagnostics: [Diagnostic], state: Int, size: Int) {
        let number = size * states.count + state
        var occurrences: [Diagnostic: Int] = [:]
        for diagnostic in diagnostics {
            if let (finding, list) = seen[diagnostic] {
                // Met before: in this configuration (a repeat, said once) or an earlier one.
                occurrences[finding.diagnostic] = max(occurrences[finding.diagnostic, default: 0], finding.occurrence + 1)
                guard configurations[finding]?.last != number else { continue }
                configurations[finding]?.append(number)
                noteLists[finding]?[list].numbers.append(number)
                continue
            }
            var bare = diagnostic
            bare.notes = []
            let occurrence = occurrences[bare, default: 0]
            occurrences[bare] = occurrence + 1
            let finding = Finding(diagnostic: bare, occurrence: occurrence)
            if configurations[finding] == nil {
                order.append(finding)
                configurations[finding] = [number]
            } else if configurations[finding]?.last != number {
                configurations[finding]?.append(number)
            }
            seen[diagnostic] = (finding, noteLists[finding, default: []].count)
            noteLists[finding, default: []].append((diagnostic.notes, [number]))
        }
    }

    public func merged() -> [Diagnostic] {
        order.map { finding in
            let numbers = configurations[finding] ?? []
            var labelled = finding.diagnostic
            labelled.notes = notes(of: finding, in: numbers)
            guard numbers.count < states.count * sizes.count else { return labelled }
            labelled.message = place(numbers) + ": " + labelled.message
            return labelled
        }
    }

    /// One group of configurations: its phrase and the configurations it names.
    private struct Group {
        var phrase: String
        var numbers: [Int]
    }

    /// Where a diagnostic occurs, from the configurations that report it.
    func place(_ numbers: [Int]) -> String {
        let groups = self.groups(numbers)
        let limit = VariantLinter.listedConfigurations
        var text = groups.prefix(limit).map(\.phrase).joined(separator: "; ")
        if groups.count > limit {
            var listed = Set<Int>()
            for group in groups.prefix(limit) { listed.formUnion(group.numbers) }
            let rest = numbers.count - listed.count
            text += " and \(VariantLinter.groupedThousands(rest)) more configuration\(rest == 1 ? "" : "s")"
        }
        return text
    }

    private func groups(_ numbers: [Int]) -> [Group] {
        let stateCount = states.count
        guard stateCount > 0 else { return [] }
        guard sizes.count > 1 else {
            // Every configuration is at the one size: only the states are named.
            return numbers.map { Group(phrase: states[$0 % stateCount] ?? "with the base metrics", numbers: [$0]) }
        }
        var perState = [[Int]](repeating: [], count: stateCount)
        var perSize = [Int](repeating: 0, count: sizes.count)
        for number in numbers {
            perState[number % stateCount].append(number / stateCount)
            perSize[number / stateCount] += 1
        }
        var groups: [Group] = []
        let fullSizes = stateCount > 1 ? perSize.indices.filter { perSize[$0] == stateCount } : []
        if !fullSizes.isEmpty {
            groups.append(Group(
                phrase: sizesPhrase(fullSizes),
                numbers: fullSizes.flatMap { size in (0..<stateCount).map { size * stateCount + $0 } }))
        }
        let full = Set(fullSizes)
        for (state, stateSizes) in perState.enumerated() where !stateSizes.isEmpty {
            if stateSizes.count == sizes.count, let phrase = states[state] {
                groups.append(Group(phrase: phrase, numbers: stateSizes.map { $0 * stateCount + state }))
                continue
            }
            let rest = stateSizes.filter { !full.contains($0) }
            guard !rest.isEmpty else { continue }
            groups.append(Group(
                phrase: [states[state], sizesPhrase(rest)].compactMap { $0 }.joined(separator: " "),
                numbers: rest.map { $0 * stateCount + state }))
        }
        return groups
    }

    /// `at size 320×480`, `at sizes 320×480, 375×667 and 1024×768`; past the limit,
    /// `… and 12 more sizes`.
    private func sizesPhrase(_ indices: [Int]) -> String {
        let names = indices.map { sizes[$0] ?? "the file's size" }
        guard names.count > 1 else { return "at size " + (names.first ?? "") }
        let limit = VariantLinter.listedConfigurations
        if names.count > limit {
            let rest = names.count - limit
            return "at sizes " + names.prefix(limit).joined(separator: ", ")
                + " and \(VariantLinter.groupedThousands(rest)) more size\(rest == 1 ? "" : "s")"
        }
        return "at sizes " + names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
