/// How much a value moves per point of one constraint's constant, found by re-solving.
///
/// A solution of linear constraints under strict priority levels is a piecewise-linear
/// function of each constant: inside one piece the optimal basis does not change and the
/// value moves by the same amount for every point the constant moves. Re-solving with
/// the constant moved by `step` (1/256 point, exact in binary) either way gives the
/// slope on each side; the two differ only at a kink, where another constraint takes
/// over. No piece of a layout is narrower than `step` unless two constants differ by
/// less than it, so the slopes are exact to rounding (1e-9).
enum Sensitivity {
    /// Points; a power of two so that moving a constant adds no rounding of its own.
    static let step = 1.0 / 256

    /// The slopes (moving up, moving down) of `expression` with respect to the constant
    /// `c` of constraint `index` (the canonical form `first = second × m + c`).
    static func slopes(
        of expression: LinearExpression, constraint index: Int, in layout: CompiledLayout, at value: Double,
        constantSign: Double
    ) -> (above: Double, below: Double) {
        let above = moved(layout, index, by: step, constantSign: constantSign)
        let below = moved(layout, index, by: -step, constantSign: constantSign)
        return (
            cleaned((evaluate(expression, above) - value) / step),
            cleaned((value - evaluate(expression, below)) / step)
        )
    }

    /// Every variable's value with constraint `index`'s constant `c` moved by `delta`.
    static func moved(_ layout: CompiledLayout, _ index: Int, by delta: Double, constantSign: Double) -> [Double] {
        var copy = layout
        if copy.constraints.indices.contains(index) {
            copy.constraints[index].expression.constant += constantSign * delta
        }
        var scratch = Diagnostics()
        return LayoutSolver.values(copy, into: &scratch)
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
