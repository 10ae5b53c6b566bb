/// `compactconstraint-difference`: strings that the original Objective-C CompactConstraint
/// (Marco Arment's `NSLayoutConstraint+CompactConstraint`) reads differently from `ccc`.
///
/// * A constant overwrites a number on the right: its scanner stores `200` and then the
///   `- 40` in the same variable, so `a.width = 200 - 40` is -40 there and 160 here.
/// * `+-20` is read as +20: the operator scan takes both signs (`+-`), which is not `-`,
///   and then reads `20`. `ccc` reads `+ -20` as -20. (`+ -20` with a space, `- -20` and
///   `--20` read the same in both.)
///
/// Text after the constant (`a.right = b.right - m / 2`) is an error,
/// `operator-after-constant`, whose note says what CompactConstraint reads.
enum CompactConstraintDifferenceCheck: LintCheck {
    static let rule = LintRule(
        .compactConstraintDifference, .warning,
        "A string the original CompactConstraint reads differently: '200 - 40' (it reads -40) or '+-20' (it reads +20)")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        // Only a string with a constant after a number, or a negative one after `+`, can differ
        // (`ConstantTree.mayDiffer`): the pipeline keeps those trees alone, in file order.
        for constant in context.constantTrees where context.strings.indices.contains(constant.position) {
            let text = context.strings[constant.position].entry.text
            check(constant.tree.syntax(in: text), source: text, into: &diagnostics, value: context.value(of:))
        }
    }

    /// The check of one parsed compact string; `value` gives a number or a metric's value
    /// (nil when unknown). Source files use it too (SourceLinter).
    static func check(
        _ tree: ConstraintSyntax, source: SourceString, into diagnostics: inout Diagnostics,
        value: (ValueSyntax) -> Double?
    ) {
        guard let constant = tree.constant else { return }
        let adjacentSign = hasAdjacentSign(constant)
        if case .value(.number(let number, let numberRange)) = tree.second {
            let cccValue = cccConstant(tree, number: number, value)
            let theirs = theirConstant(constant, adjacentSign: adjacentSign, value)
            guard let theirs, let cccValue, theirs != cccValue else { return }
            let written = source.text(numberRange.lowerBound..<constant.range.upperBound)
            diagnostics.warning(
                .compactConstraintDifference,
                "CompactConstraint reads '\(written)' as \(formatNumber(theirs)); ccc reads it as \(formatNumber(cccValue))",
                at: source.fileRange(numberRange.lowerBound..<constant.range.upperBound),
                notes: [DiagnosticNote(
                    "in CompactConstraint the constant replaces the number before it; write the result, "
                        + "'\(formatNumber(cccValue))', to mean the same in both")])
        } else if adjacentSign, case .number(let value, _) = constant.value {
            let written = source.text(constant.range)
            diagnostics.warning(
                .compactConstraintDifference,
                "CompactConstraint reads '\(written)' as +\(formatNumber(abs(value))); ccc reads it as \(formatNumber(value))",
                at: source.fileRange(constant.range),
                notes: [DiagnosticNote(
                    "CompactConstraint takes '+-' as one operator that is not '-'; write '- \(formatNumber(abs(value)))' "
                        + "to mean the same in both")])
        }
    }

    /// `+-20`: a `+` directly followed by the `-` of a negative number.
    static func hasAdjacentSign(_ constant: ConstantSyntax) -> Bool {
        guard !constant.isSubtraction, case .number(let value, let range) = constant.value, value < 0 else { return false }
        return range.lowerBound == constant.range.lowerBound + 1
    }

    /// What `ccc` makes of `number [* m] ± constant` (metrics resolved; nil when one is unknown).
    static func cccConstant(_ tree: ConstraintSyntax, number: Double, _ value: (ValueSyntax) -> Double?) -> Double? {
        var multiplier = 1.0
        if let syntax = tree.multiplier {
            guard let factor = value(syntax.value), factor != 0 else { return nil }
            multiplier = syntax.isDivision ? 1 / factor : factor
        }
        guard let constant = tree.constant, let amount = value(constant.value) else { return nil }
        let result = number * multiplier + (constant.isSubtraction ? -amount : amount)
        return result.isFinite ? result : nil
    }

    /// What CompactConstraint keeps: the constant alone, its sign as its scanner reads it.
    static func theirConstant(_ constant: ConstantSyntax, adjacentSign: Bool, _ value: (ValueSyntax) -> Double?) -> Double? {
        guard let amount = value(constant.value) else { return nil }
        if adjacentSign { return abs(amount) }
        return constant.isSubtraction ? -amount : amount
    }
}
