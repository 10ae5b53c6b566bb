/// How much a value moves per point of one constraint's constant, found by re-solving.
///
/// A solution of linear constraints under strict priority levels is a piecewise-linear
/// function of each constant: inside one piece the optimal basis does not change and the
/// value moves by the same amount for every point the constant moves. Re-solving with
/// the constant moved by `step` (1/256 point, exact in binary) either way gives the
/// slope on each side; the two differ only at a kink, where another constraint takes
/// over. No piece of a layout is narrower than `step` unless two constants differ by
/// less than it, so the slopes are exact to rounding (1e-9).
///
/// Moving a constant can open a range of equally good values where there was one (a
/// hugging limit raised above a size that nothing else pulls on); the solver then picks
/// one end, which says nothing about the constraint. The slope is then how far the value
/// *must* move: from its old value to the nearest value of the new range (0 when the old
/// value is still in it), found with the same range probe as an ambiguous value
/// (``Explainer/range(of:in:)``).
enum Sensitivity {
    /// Points; a power of two so that moving a constant adds no rounding of its own.
    static let step = 1.0 / 256

    /// The slopes (moving up, moving down) of `expression` with respect to the constant
    /// `c` of constraint `index` (the canonical form `first = second × m + c`).
    static func slopes(
        of expression: LinearExpression, constraint index: Int, in layout: CompiledLayout, at value: Double,
        probes: ProbeSolves
    ) -> (above: Double, below: Double, isChecked: Bool) {
        let above = forced(expression, moving: index, by: step, in: layout, from: value, probes: probes)
        let below = forced(expression, moving: index, by: -step, in: layout, from: value, probes: probes)
        return (cleaned((above.value - value) / step), cleaned((value - below.value) / step),
                above.isChecked && below.isChecked)
    }

    /// The value with the constant moved: where the solver puts it, or, when that is one end
    /// of a range of equally good values, the value of that range nearest to `value`.
    /// `isChecked` is false when the value moved and the range could not be probed (a layout
    /// using all 999 optional levels): the move may then be the solver's choice, not a must.
    static func forced(
        _ expression: LinearExpression, moving index: Int, by delta: Double, in layout: CompiledLayout,
        from value: Double, probes: ProbeSolves
    ) -> (value: Double, isChecked: Bool) {
        if let pinned = probes.pinned, pinned.pins(index), let result = pinned.moved(index, by: delta, {
            () -> (value: Double, isChecked: Bool)? in
            let solved = pinned.value(of: expression)
            guard abs(solved - value) > Explainer.tolerance * step else { return (solved, true) }
            guard let (minimum, maximum) = pinned.range(of: expression) else { return nil }
            return (min(max(value, minimum), maximum), true)
        }) {
            return result
        }
        var copy = layout
        if copy.constraints.indices.contains(index) {
            // Every constraint is lowered `first − (second × m + c)` (`ConstraintBuilder`).
            copy.constraints[index].expression.constant -= delta
        }
        let byEngine = !copy.constraints.indices.contains(index) || copy.constraints[index].origin.kind != .nonNegativeSize
        let solved = evaluate(expression, probes.values(copy, byEngine: byEngine))
        guard abs(solved - value) > Explainer.tolerance * step else { return (solved, true) }
        guard let (minimum, maximum) = Explainer.range(of: expression, in: copy, resolving: probes, byEngine: byEngine) else {
            return (solved, false)
        }
        return (min(max(value, minimum), maximum), true)
    }

    static func evaluate(_ expression: LinearExpression, _ values: [Double]) -> Double {
        var sum = expression.constant
        for term in expression.terms where values.indices.contains(term.variable) {
            sum += term.coefficient * values[term.variable]
        }
        return sum
    }

    /// Slopes are ratios of small integers in practice; drop the rounding noise of the re-solve.
    static func cleaned(_ slope: Double) -> Double {
        let scaled = slope * 1e9
        guard scaled.isFinite, abs(scaled) < 9e18 else { return slope }
        let rounded = Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
