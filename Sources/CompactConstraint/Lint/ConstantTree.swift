/// A compact string's tree that `CompactConstraintDifferenceCheck` may warn about, kept by
/// `ccc lint` once the other trees are let go (`ParsedLayout.constantTrees`): the check runs
/// after the solve, and keeping every parsed string until then (168 bytes each) was a tenth
/// of `lint`'s peak memory on a chain of views (issue #18). Most strings have no such tree.
struct ConstantTree: Sendable {
    /// The string's position among every constraint string of the layout: each view's list in
    /// file order, then the top level (`ConstraintStrings`'s positions).
    let position: Int
    let tree: CompactTree

    /// True when the check may warn about `tree`: it has a constant, and the right-hand side is
    /// a number (`200 - 40`) or the constant is a negative number after `+` (`+-20`, `+ -20`).
    /// Every tree the check warns about is one of these (`CompactConstraintDifferenceCheck.check`).
    static func mayDiffer(_ tree: CompactTree) -> Bool {
        guard let constant = tree.constant else { return false }
        if case .value(.number) = tree.second { return true }
        if !constant.isInverse, case .number(let value, _) = constant.value, value < 0 { return true }
        return false
    }

    /// Appends the trees of `strings` that may differ, `strings[i]` being at position `first + i`.
    static func append(of strings: [ParsedString], first: Int, to trees: inout [ConstantTree]) {
        strings.withUnsafeBufferPointer { strings in
            for index in strings.indices {
                // The dialect first: reading a string's syntax copies its tree.
                guard strings[index].dialect == .compact, case .compact(let tree) = strings[index].syntax,
                    mayDiffer(tree)
                else { continue }
                trees.append(ConstantTree(position: first + index, tree: tree))
            }
        }
    }
}
