/// `frame-out-of-range`: a solved frame whose origin or size is beyond ±10,000,000 points
/// or not finite. Each constraint keeps its numbers within range (`number-out-of-range`),
/// but multipliers can compound along a chain (`v(i).width = v(i-1).width * 2` doubles
/// each time), and such a frame means nothing on a device: the error says which view
/// goes out of range first, so that `solve` and `lint` fail instead of printing `inf`.
enum FrameRangeCheck {
    /// Reports, in view order, each view whose frame (in the root's coordinates) has a
    /// value out of range: the first `limit` views, the last of them with a note that
    /// counts the others.
    static func check(_ solution: Solution, _ layout: CompiledLayout, into diagnostics: inout Diagnostics) {
        let limit = 8
        var found: [Diagnostic] = []
        lazy var cause = Self.cause(layout)
        var further = 0
        func inRange(_ value: Double) -> Bool { value.isFinite && abs(value) <= NumericLimits.maximumMagnitude }
        for view in solution.views {
            let frame = view.absoluteFrame
            // The four parts listed (an array a view) only for a view out of range.
            if inRange(frame.x), inRange(frame.y), inRange(frame.width), inRange(frame.height) { continue }
            let values = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
            guard let (part, value) = values.first(where: { !$0.1.isFinite || abs($0.1) > NumericLimits.maximumMagnitude })
            else { continue }
            guard found.count < limit else {
                further += 1
                continue
            }
            let amount = value.isFinite ? formatSolvedNumber(value) : "not a finite number"
            found.append(Diagnostic(
                .error, .frameOutOfRange,
                "the solved \(part) of '\(view.name)' is \(amount): beyond what a frame can hold (±10,000,000 points)",
                at: layout.views.first { $0.name == view.name }?.nameRange,
                notes: [DiagnosticNote("\(cause) along a chain of constraints; check the chain that sizes or places '\(view.name)'")]))
        }
        if further > 0, let last = found.indices.last {
            let more = further == 1 ? "1 more view after this one has" : "\(further) more views after this one have"
            found[last].notes.append(DiagnosticNote("\(more) a solved frame out of range"))
        }
        for diagnostic in found { diagnostics.append(diagnostic) }
    }

    /// What can carry a frame out of range: multipliers (a factor per step) and constants
    /// (a sum per step), named from the layout's own constraints: multipliers when any
    /// constraint has one, its largest constant when none has or when that constant is at
    /// least a tenth of the limit (`H:|-5000000-[a]-5000000-[b]`).
    static func cause(_ layout: CompiledLayout) -> String {
        let own = layout.constraints.filter { $0.origin.kind != .root && $0.origin.kind != .nonNegativeSize }
        let hasMultiplier = own.contains { $0.origin.canonical.contains(" * ") }
        let largest = own.max { abs($0.expression.constant) < abs($1.expression.constant) }
        let constants = largest.map {
            "constants add up (the largest, \(formatNumber(abs($0.expression.constant))) points, in '\($0.origin.canonical)')"
        }
        let bigConstant = largest.map { abs($0.expression.constant) >= NumericLimits.maximumMagnitude / 10 } ?? false
        switch (hasMultiplier, constants) {
        case (true, let constants?) where bigConstant: return "multipliers compound and " + constants
        case (false, let constants?): return constants
        default: return "multipliers compound"
        }
    }
}
